import createQueryHooks from 'openapi-react-query';
import { apiClient } from './client';

export { apiClient, onUnauthorized } from './client';

/** TanStack Query hooks over the typed client (`$api.useQuery('get', '/merchant/...')`). */
export const $api = createQueryHooks(apiClient);
