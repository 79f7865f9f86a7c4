// wouter imports `use-sync-external-store/shim` for React 17 and older; React 19 has the hook
// built in, so the build points the shim here and the first page ships without it.
export { useSyncExternalStore } from 'react';
