import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** `value` when it is one of `values`, else `fallback`: an address parameter read safely. */
export function enumParam<T extends string>(
  value: string | null | undefined,
  values: readonly T[],
  fallback: T,
): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * A choice kept in the page's address (`?status=review`: a tab, a time window), so that Back and
 * a reload keep it. Gives the value of the parameter `name` when it is one of `values` (anything
 * else, or nothing, is `fallback`), and a setter that writes it in place of the page's history
 * entry (a tab is not a step of Back), leaving the fallback out of the address and the other
 * parameters as they are.
 */
export function useEnumParam<T extends string>(
  name: string,
  values: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next === fallback) query.delete(name);
          else query.set(name, next);
          return query;
        },
        { replace: true },
      ),
    [setParams, name, fallback],
  );
  return [enumParam(params.get(name), values, fallback), choose];
}

/**
 * A list's filters kept in the page's address (`?category=3&search=tea`), so that Back and a
 * reload keep them: read with `read` (which must accept any address), written with `write` in
 * place of the page's history entry (a filter is not a step of Back).
 */
export function useParamFilters<F>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
): [F, (next: F) => void] {
  const [params, setParams] = useSearchParams();
  return [read(params), (next) => setParams(write(next), { replace: true })];
}

/** A records page's status filter: the `tab` and `onTabChange` of its view. */
export type StatusTab<K extends string> = { tab: K; onTabChange: (tab: K) => void };

/**
 * The status filter of a records page (deposits, withdrawals, refunds) in `?status=`: one of
 * `tabs`, and 'all' (which filters nothing) when the address names none of them.
 */
export function useStatusTab<K extends string>(tabs: readonly ('all' | K)[]): StatusTab<'all' | K> {
  const [tab, onTabChange] = useEnumParam('status', tabs, 'all');
  return { tab, onTabChange };
}
