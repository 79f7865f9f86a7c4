import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notFoundState, refusedAsNotFound, requestState, type RequestState } from './requestState';

/**
 * The record of a detail page (`/orderDetail?id=12`), the one way every "detail by id" page
 * reads it: `read` gives the query for an id (`$api.queryOptions(...)`, so the cache key is the
 * one `$api.useQuery` would use). No id (a bad `?id=`, see useIdParam) asks nothing and is the
 * not-found block; the platform's refusal of an id it does not know ("the order does not
 * exist", `code` 0) is not found too, with the server's words, not an error to retry. Every
 * other failure stays what it is (offline, timeout, malformed...).
 */
export function useDetailQuery<TQueryFnData, TError, TData, TKey extends QueryKey>(
  id: number | null,
  read: (id: number) => UseQueryOptions<TQueryFnData, TError, TData, TKey>,
): RequestState<TData> {
  const query = useQuery({ ...read(id ?? 0), enabled: id !== null });
  if (id === null) return notFoundState();
  return refusedAsNotFound(requestState(query));
}
