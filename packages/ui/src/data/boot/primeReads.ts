import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { $api, apiClient } from '../kit/api';

/** One read of a page, as the build's prerender recorded it. */
export type PrimeRead = {
  /** The query key (openapi-react-query's `[method, path, init]`). */
  key: readonly unknown[];
  /** An infinite list's first page number (its `page` parameter); absent for a plain read. */
  page?: number;
};

type Init = { params?: { query?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * The first page of a paged list, read as openapi-react-query's `useInfiniteQuery` reads it
 * (with `pageParamName: 'page'`, the one every list of the app uses): the same key, the same
 * request, the same answer in the cache.
 */
async function firstPage(path: string, init: Init | undefined, page: number, signal: AbortSignal) {
  const get = apiClient.GET as (
    path: string,
    init: unknown,
  ) => Promise<{ data?: unknown; error?: unknown }>;
  const { data, error } = await get(path, {
    ...init,
    signal,
    params: { ...init?.params, query: { ...init?.params?.query, page } },
  });
  if (error) throw error;
  return data;
}

function primeOne(client: QueryClient, { key, page }: PrimeRead): Promise<boolean> {
  const [method, path, init] = key as [unknown, unknown, Init | undefined];
  if (method !== 'get' || typeof path !== 'string') return Promise.resolve(false);
  const queryKey = key as QueryKey;
  const started =
    page === undefined
      ? client.prefetchQuery({
          ...($api.queryOptions as (m: string, p: string, i?: unknown) => { queryKey: QueryKey })(
            'get',
            path,
            init,
          ),
          retry: false,
        })
      : client.prefetchInfiniteQuery({
          queryKey,
          queryFn: ({ signal }) => firstPage(path, init, page, signal),
          initialPageParam: page,
          retry: false,
        });
  return started.then(() => client.getQueryState(queryKey)?.status === 'success');
}

/**
 * Puts the answers of a page's main reads into the query cache before its first render, so the
 * page is drawn once, with its content, instead of as a skeleton first. The reads go through the
 * app's client (a read the page's boot script started is taken, not fetched again). Resolves
 * true when every read has its answer; a read that failed or that cannot be primed is left to
 * the screen, which asks again and shows its failure.
 */
export async function primeReads(
  client: QueryClient,
  reads: readonly PrimeRead[],
): Promise<boolean> {
  const primed = await Promise.all(reads.map((read) => primeOne(client, read)));
  return primed.every(Boolean);
}
