import { useSyncExternalStore } from 'react';

/** True when the device says it has no network (the browser's own word). */
export function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const subscribe = (listener: () => void) => {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
};

/** The device's network state; re-renders when it changes. */
export function useDeviceOffline(): boolean {
  return useSyncExternalStore(subscribe, deviceOffline, () => false);
}
