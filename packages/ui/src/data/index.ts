export { $api } from './kit/api';
export { apiClient, onUnauthorized } from './kit/client';
export { createQueryClient } from './boot/queryClient';
export { session, useIsLoggedIn, useSession, useSessionValue } from './boot/session';
export { HOME_PATH, loginPathFor, safeReturnPath } from './address/returnPath';
export { demoAccount, type DemoAccount } from './boot/demo';
