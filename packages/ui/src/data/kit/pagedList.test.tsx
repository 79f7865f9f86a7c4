// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@merchant/api';
import {
  infiniteStatus,
  pagedByLength,
  pagedByTotal,
  useFirstPageSummary,
  usePagedList,
  type PageShape,
  type PagedList,
} from './pagedList';
import { createQueryClient } from '../boot/queryClient';

afterEach(cleanup);

type Row = { id: number; name: string };
type TotalPage = { total: number; list: Row[] };
const row = (id: number, name = `row ${id}`): Row => ({ id, name });
const wire = <P,>(data: P) => ({ data });

describe('pagedByTotal', () => {
  const shape = pagedByTotal<Row, TotalPage>();

  it('asks for the next page while fewer rows than the total are loaded', () => {
    const first = wire({ total: 3, list: [row(1), row(2)] });
    expect(shape.next(first, [first])).toBe(2);
    const second = wire({ total: 3, list: [row(3)] });
    expect(shape.next(second, [first, second])).toBeUndefined();
  });

  it('ends on an empty page, whatever the total says, so a shrinking list cannot loop', () => {
    const first = wire({ total: 10, list: [row(1)] });
    const empty = wire({ total: 10, list: [] });
    expect(shape.next(empty, [first, empty])).toBeUndefined();
  });

  it('ends on a page it cannot read, and never throws', () => {
    for (const data of [null, {}, { total: '3', list: [row(1)] }, { total: 3, list: 'x' }]) {
      const page = wire(data as never);
      expect(shape.next(page, [page]), JSON.stringify(data)).toBeUndefined();
    }
  });

  it('counts only the rows of pages it can read', () => {
    const broken = wire({ total: 3, list: null } as never);
    const last = wire({ total: 3, list: [row(1), row(2)] });
    expect(shape.next(last, [broken, last])).toBe(3);
  });

  it('reads `count` and another list field when told to', () => {
    const byCount = pagedByTotal<Row, { count: number; list: Row[] }>('count');
    const counted = wire({ count: 2, list: [row(1)] });
    expect(byCount.next(counted, [counted])).toBe(2);
    expect(byCount.next(wire({ total: 2, list: [row(1)] }) as never, [counted])).toBeUndefined();
    const report = pagedByTotal<Row, { total: number; report: Row[] }, 'report'>('total', 'report');
    expect(report.rows({ total: 1, report: [row(9)] })).toEqual([row(9)]);
    const page = wire({ total: 2, report: [row(9)] });
    expect(report.next(page, [page])).toBe(2);
  });
});

describe('pagedByLength', () => {
  const shape = pagedByLength<Row>(2);

  it('asks for the next page after a full one and ends after a short one', () => {
    const full = wire([row(1), row(2)]);
    expect(shape.next(full, [full])).toBe(2);
    const short = wire([row(3)]);
    expect(shape.next(short, [full, short])).toBeUndefined();
    expect(shape.next(wire([]), [full, wire([])])).toBeUndefined();
  });

  it('ends on a page that is not a list', () => {
    expect(shape.next(wire({} as never), [wire({} as never)])).toBeUndefined();
    expect(shape.rows([row(1)])).toEqual([row(1)]);
  });
});

/**
 * A fake list endpoint: `pages[n - 1]` answers page n (an Error fails it); `hold` keeps the
 * answers of a page number until `release` is called. Every request is recorded.
 */
function fakeEndpoint<P>(pages: (P | Error)[]) {
  const requests: number[] = [];
  const held = new Map<number, () => void>();
  const holding = new Set<number>();
  const answer = async (page: number) => {
    requests.push(page);
    if (holding.has(page)) await new Promise<void>((resolve) => held.set(page, resolve));
    const found = pages[page - 1];
    if (found instanceof Error) throw found;
    return { data: found as P };
  };
  return {
    pages,
    requests,
    answer,
    hold: (page: number) => holding.add(page),
    release: (page: number) => {
      holding.delete(page);
      held.get(page)?.();
      held.delete(page);
    },
  };
}

function renderPagedList<P, R, T>(
  endpoint: ReturnType<typeof fakeEndpoint<P>>,
  shape: PageShape<P, R>,
  options: Parameters<typeof usePagedList<P, R, T>>[2],
) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The query behind the list, for what the screen does outside it (pull to refresh).
  const query = { refetch: () => {} };
  const rendered = renderHook(
    () => {
      const infinite = useInfiniteQuery({
        queryKey: ['list'],
        queryFn: ({ pageParam }) => endpoint.answer(pageParam),
        initialPageParam: 1,
        getNextPageParam: shape.next,
      });
      query.refetch = () => void infinite.refetch();
      return usePagedList(infinite, shape, options);
    },
    { wrapper },
  );
  return { ...rendered, query };
}

const SHAPE = pagedByTotal<Row, TotalPage>();
const byId = { key: (r: Row) => r.id, parse: (r: Row) => r.name };

function ready<T>(list: PagedList<T>) {
  if (list.status !== 'ready') throw new Error(`expected a ready list, got ${list.status}`);
  return list;
}

describe('usePagedList', () => {
  it('is loading, then shows the parsed rows of the first page with more to load', async () => {
    const endpoint = fakeEndpoint<TotalPage>([{ total: 3, list: [row(1), row(2)] }]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current)).toMatchObject({
      items: ['row 1', 'row 2'],
      more: 'idle',
      refreshing: false,
    });
    expect(infiniteStatus(result.current)).toBe('ready');
  });

  it('loads the next page on demand, one request in flight, and ends the list', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 3, list: [row(1), row(2)] },
      { total: 3, list: [row(3)] },
    ]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    endpoint.hold(2);
    act(() => ready(result.current).loadMore());
    await waitFor(() => expect(ready(result.current).more).toBe('loading'));
    expect(infiniteStatus(result.current)).toBe('loadingMore');
    // A second reach for more while the page is on its way asks nothing again.
    act(() => ready(result.current).loadMore());
    expect(ready(result.current).refreshing).toBe(false);
    act(() => endpoint.release(2));
    await waitFor(() => expect(ready(result.current).more).toBe('done'));
    expect(ready(result.current).items).toEqual(['row 1', 'row 2', 'row 3']);
    expect(endpoint.requests).toEqual([1, 2]);
    expect(infiniteStatus(result.current)).toBe('done');
  });

  it('shows a row once when a change shifts it onto the next page', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 4, list: [row(1), row(2)] },
      // A new row arrived at the top meanwhile: row 2 is now the first of page 2.
      { total: 4, list: [row(2), row(3)] },
    ]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => ready(result.current).loadMore());
    await waitFor(() => expect(ready(result.current).items).toHaveLength(3));
    expect(ready(result.current).items).toEqual(['row 1', 'row 2', 'row 3']);
  });

  it('parses each row once, not the loaded rows again for every new page', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 3, list: [row(1), row(2)] },
      { total: 3, list: [row(3)] },
    ]);
    const parsed: number[] = [];
    const { result } = renderPagedList(endpoint, SHAPE, {
      key: (r: Row) => r.id,
      parse: (r: Row) => {
        parsed.push(r.id);
        return r.name;
      },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => ready(result.current).loadMore());
    await waitFor(() => expect(ready(result.current).more).toBe('done'));
    expect(parsed).toEqual([1, 2, 3]);
  });

  it('gives the parser the key, and the key function the row place among all pages', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 3, list: [row(1), row(2)] },
      { total: 3, list: [row(3)] },
    ]);
    const places: number[] = [];
    const { result } = renderPagedList(endpoint, SHAPE, {
      key: (r: Row, index: number) => {
        places.push(index);
        return `k${r.id}`;
      },
      parse: (r: Row, key) => `${String(key)}=${r.name}`,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => ready(result.current).loadMore());
    await waitFor(() => expect(ready(result.current).more).toBe('done'));
    expect(ready(result.current).items).toEqual(['k1=row 1', 'k2=row 2', 'k3=row 3']);
    expect(places.slice(-3)).toEqual([0, 1, 2]);
  });

  it('is empty, with a retry, when the first page has no rows', async () => {
    const endpoint = fakeEndpoint<TotalPage>([{ total: 0, list: [] }]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(infiniteStatus(result.current)).toBe('done');
    endpoint.pages[0] = { total: 1, list: [row(5)] };
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current).items).toEqual(['row 5']);
  });

  it('fails with the failure kind when the first page fails, and its retry asks again', async () => {
    const endpoint = fakeEndpoint<TotalPage>([new ApiError('network')]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ failure: { kind: 'offline' } });
    expect(infiniteStatus(result.current)).toBe('error');
    endpoint.pages[0] = { total: 1, list: [row(1)] };
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(endpoint.requests).toEqual([1, 1]);
  });

  it("keeps the server's words of a refusal", async () => {
    const endpoint = fakeEndpoint<TotalPage>([new ApiError('business', { msg: 'Not allowed' })]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({
      failure: { kind: 'business', serverMessage: 'Not allowed' },
    });
  });

  it('makes a row it cannot parse, or a page without rows, a malformed failure, never a throw', async () => {
    const endpoint = fakeEndpoint<TotalPage>([{ total: 2, list: [row(1), row(2)] }]);
    const { result } = renderPagedList(endpoint, SHAPE, {
      key: (r: Row) => r.id,
      parse: (r: Row) => {
        if (r.id === 2) throw new TypeError('no name');
        return r.name;
      },
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ failure: { kind: 'malformed' } });

    const objectList = fakeEndpoint<TotalPage>([{ total: 1, list: { 0: row(1) } as never }]);
    const other = renderPagedList(objectList, SHAPE, byId);
    await waitFor(() => expect(other.result.current.status).toBe('failed'));
    expect(other.result.current).toMatchObject({ failure: { kind: 'malformed' } });
  });

  it('keeps the loaded rows when a later page fails; its retry asks for that page again', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 3, list: [row(1), row(2)] },
      new ApiError('timeout'),
    ]);
    const { result } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => ready(result.current).loadMore());
    await waitFor(() => expect(ready(result.current).more).toBe('failed'));
    expect(ready(result.current).items).toEqual(['row 1', 'row 2']);
    expect(infiniteStatus(result.current)).toBe('errorMore');
    endpoint.pages[1] = { total: 3, list: [row(3)] };
    act(() => ready(result.current).retry());
    await waitFor(() => expect(ready(result.current).more).toBe('done'));
    expect(ready(result.current).items).toEqual(['row 1', 'row 2', 'row 3']);
    expect(endpoint.requests).toEqual([1, 2, 2]);
  });

  it('says it is refreshing while the list is asked again behind what is shown', async () => {
    const endpoint = fakeEndpoint<TotalPage>([{ total: 1, list: [row(1)] }]);
    const { result, query } = renderPagedList(endpoint, SHAPE, byId);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    endpoint.pages[0] = { total: 1, list: [row(1, 'renamed')] };
    endpoint.hold(1);
    act(() => query.refetch());
    await waitFor(() => expect(ready(result.current).refreshing).toBe(true));
    expect(ready(result.current).items).toEqual(['row 1']);
    act(() => endpoint.release(1));
    await waitFor(() => expect(ready(result.current).refreshing).toBe(false));
    expect(ready(result.current).items).toEqual(['renamed']);
  });

  it('keeps loading further pages while a client-side filter has nothing to show yet', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 5, list: [row(1), row(2)] },
      { total: 5, list: [row(3), row(4)] },
      { total: 5, list: [row(5)] },
    ]);
    const { result } = renderPagedList(endpoint, SHAPE, {
      ...byId,
      keep: (name: string) => name === 'row 4',
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current).items).toEqual(['row 4']);
    // It stops once something is shown: page 3 waits for the merchant.
    expect(endpoint.requests).toEqual([1, 2]);
    expect(ready(result.current).more).toBe('idle');
  });

  it('is empty when the filter keeps nothing of the whole list', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 3, list: [row(1), row(2)] },
      { total: 3, list: [row(3)] },
    ]);
    const { result } = renderPagedList(endpoint, SHAPE, { ...byId, keep: () => false });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(endpoint.requests).toEqual([1, 2]);
  });

  it('stops filling when a further page fails, and shows that failure', async () => {
    const endpoint = fakeEndpoint<TotalPage>([
      { total: 3, list: [row(1), row(2)] },
      new ApiError('network'),
    ]);
    const { result } = renderPagedList(endpoint, SHAPE, { ...byId, keep: () => false });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current)).toMatchObject({ items: [], more: 'failed' });
    expect(endpoint.requests).toEqual([1, 2]);
  });

  it('pages a bare array until a short page', async () => {
    const shape = pagedByLength<Row>(2);
    const endpoint = fakeEndpoint<Row[]>([[row(1), row(2)], [row(3)]]);
    const { result } = renderPagedList(endpoint, shape, byId);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(ready(result.current).more).toBe('idle');
    act(() => ready(result.current).loadMore());
    await waitFor(() => expect(ready(result.current).more).toBe('done'));
    expect(ready(result.current).items).toEqual(['row 1', 'row 2', 'row 3']);
  });
});

describe('useFirstPageSummary', () => {
  type Summary = { mine: number };
  type SummaryPage = TotalPage & { mine?: unknown };
  // Module-level, as the policy asks: it runs again only when the first page changes.
  let parses = 0;
  const parseMine = (page: SummaryPage): Summary => {
    parses += 1;
    if (typeof page.mine !== 'number') throw new TypeError('expected a number');
    return { mine: page.mine };
  };

  function renderSummary(endpoint: ReturnType<typeof fakeEndpoint<SummaryPage>>) {
    const client = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(
      () => {
        const infinite = useInfiniteQuery({
          queryKey: ['summary'],
          queryFn: ({ pageParam }) => endpoint.answer(pageParam),
          initialPageParam: 1,
          getNextPageParam: SHAPE.next,
        });
        return {
          summary: useFirstPageSummary(infinite, parseMine),
          list: usePagedList(infinite, SHAPE, byId),
        };
      },
      { wrapper },
    );
  }

  it('loads with the first page, then reads its summary once, whatever later pages bring', async () => {
    const endpoint = fakeEndpoint<SummaryPage>([
      { total: 2, list: [row(1)], mine: 7 },
      { total: 2, list: [row(2)], mine: 'ignored' },
    ]);
    endpoint.hold(1);
    const { result } = renderSummary(endpoint);
    expect(result.current.summary.status).toBe('loading');
    endpoint.release(1);
    await waitFor(() => expect(result.current.summary.status).toBe('ready'));
    parses = 0;
    const ready = result.current.list;
    if (ready.status !== 'ready') throw new Error('list not ready');
    act(() => ready.loadMore());
    await waitFor(() =>
      expect(result.current.list.status === 'ready' && result.current.list.more).toBe('done'),
    );
    const summary = result.current.summary;
    expect(summary.status === 'ready' && summary.data).toEqual({ mine: 7 });
    expect(parses).toBe(0);
  });

  it('fails alone when the summary is unreadable: the rows are still shown', async () => {
    const { result } = renderSummary(
      fakeEndpoint<SummaryPage>([{ total: 1, list: [row(1)], mine: 'x' }]),
    );
    await waitFor(() => expect(result.current.summary.status).toBe('failed'));
    const summary = result.current.summary;
    expect(summary.status === 'failed' && summary.failure.kind).toBe('malformed');
    expect(result.current.list.status === 'ready' && result.current.list.items).toEqual(['row 1']);
  });

  it("fails with the first page's failure, and its retry asks again", async () => {
    const endpoint = fakeEndpoint<SummaryPage>([new ApiError('network')]);
    const { result } = renderSummary(endpoint);
    await waitFor(() => expect(result.current.summary.status).toBe('failed'));
    const summary = result.current.summary;
    expect(summary.status === 'failed' && summary.failure.kind).toBe('offline');
    endpoint.pages[0] = { total: 1, list: [row(1)], mine: 3 };
    act(() => summary.status === 'failed' && summary.retry());
    await waitFor(() => expect(result.current.summary.status).toBe('ready'));
    expect(endpoint.requests).toEqual([1, 1]);
  });
});
