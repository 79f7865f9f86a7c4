import type { UseQueryResult } from '@tanstack/react-query';
import { asMalformed, toFailure, type Failure } from './failure';

/**
 * The one shape of "something loaded from the platform", for every screen: loading, ready,
 * empty, or failed with a failure kind; every state but loading can be asked again.
 */
export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'failed'; failure: Failure; retry: () => void }
  | { status: 'empty'; retry: () => void }
  | {
      status: 'ready';
      data: T;
      /** True while fresh data is being fetched behind what is shown. */
      refreshing: boolean;
      retry: () => void;
    };

/** The status names, for views that only need to branch. */
export type RequestStatus = RequestState<unknown>['status'];

/**
 * The request state of a TanStack query. Data already shown stays on screen when a refresh
 * fails (the refresh reports it). `isEmpty` says when ready data counts as "nothing to show".
 */
export function requestState<T>(
  query: UseQueryResult<T, unknown>,
  isEmpty?: (data: T) => boolean,
): RequestState<T> {
  const retry = () => void query.refetch();
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return { status: 'empty', retry };
    return { status: 'ready', data: query.data, refreshing: query.isFetching, retry };
  }
  if (query.isError) return { status: 'failed', failure: toFailure(query.error), retry };
  return { status: 'loading' };
}

/**
 * The request state of a query as read after a moment (`since`, a `Date.now()`), for a figure
 * that a change just made out of date (the balance after a withdrawal): loading until an answer
 * newer than `since` arrives, failed when the refetch after it failed, never the older answer.
 */
export function requestStateSince<T>(
  query: UseQueryResult<T, unknown>,
  since: number,
): RequestState<T> {
  if (query.data !== undefined && query.dataUpdatedAt >= since) return requestState(query);
  if (query.isError && query.errorUpdatedAt >= since) {
    return { status: 'failed', failure: toFailure(query.error), retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

/**
 * A detail page's reading of a refusal: the platform answers an id it does not know with
 * `code` 0 ("the order does not exist"), which is the not-found block (with the server's
 * words), not an error to retry.
 */
export function refusedAsNotFound<T>(state: RequestState<T>): RequestState<T> {
  if (state.status !== 'failed' || state.failure.kind !== 'business') return state;
  return { ...state, failure: { kind: 'notFound', serverMessage: state.failure.serverMessage } };
}

/** The state of a record that cannot exist (a detail page opened with no or a bad `?id=`). */
export function notFoundState<T>(): RequestState<T> {
  return { status: 'failed', failure: { kind: 'notFound', serverMessage: null }, retry: () => {} };
}

/** Joins the states of several requests a view shows together: ready once all are. */
export function allReady<T extends readonly unknown[]>(
  ...states: { [K in keyof T]: RequestState<T[K]> }
): RequestState<T> {
  const retryFailed = () => {
    for (const s of states) if (s.status === 'failed') s.retry();
  };
  const failed = states.find((s) => s.status === 'failed');
  if (failed && failed.status === 'failed') {
    return { status: 'failed', failure: failed.failure, retry: retryFailed };
  }
  if (states.some((s) => s.status === 'loading')) return { status: 'loading' };
  const data = states.map((s) => (s.status === 'ready' ? s.data : undefined)) as unknown as T;
  return {
    status: 'ready',
    data,
    refreshing: states.some((s) => s.status === 'ready' && s.refreshing),
    retry: () => {
      for (const s of states) if (s.status !== 'loading') s.retry();
    },
  };
}

const selectors = new WeakMap<object, (envelope: { data?: unknown }) => unknown>();

/**
 * A `select` for a query: runs `parse` on the envelope's `data`; whatever it throws (a field
 * missing, `data: null`, a list that is an object) becomes the query's 'malformed' failure
 * instead of an exception in a render. The same parser always gives the same function, so
 * TanStack Query runs it only when the data changed.
 */
export function selectData<D, T>(parse: (data: D) => T): (envelope: { data: D }) => T {
  let select = selectors.get(parse);
  if (!select) {
    select = (envelope: { data?: unknown }) => {
      try {
        if (envelope === null || typeof envelope !== 'object') throw new TypeError('no envelope');
        return parse(envelope.data as D);
      } catch (error) {
        throw asMalformed(error);
      }
    };
    selectors.set(parse, select);
  }
  return select as (envelope: { data: D }) => T;
}
