import createQueryHooks from 'openapi-react-query';
import { apiClient } from './client';

export { apiClient, onUnauthorized } from './client';

/**
 * TanStack Query hooks over the typed client (`$api.useQuery('get', '/merchant/...')`).
 *
 * Secrets never go through them: a call carrying a password (login, registration, password
 * reset, the payment password, verify_pay) is sent with `apiClient` directly inside `useAction`
 * or `usePaidAction`, because a query keeps its variables in its key and a mutation keeps them
 * in the mutation cache for minutes after it answered.
 */
export const $api = createQueryHooks(apiClient);
