export { AppProviders } from './AppProviders';
export { BaseProviders } from './BaseProviders';
export { $api } from './api';
export { apiClient, onUnauthorized } from './client';
export { createQueryClient } from './queryClient';
export { session, useIsLoggedIn, useSession, useSessionValue } from './session';
export { HOME_PATH, loginPathFor, safeReturnPath } from './returnPath';
export { demoAccount, type DemoAccount } from './demo';
