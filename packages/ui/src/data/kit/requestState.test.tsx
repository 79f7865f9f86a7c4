// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@merchant/api';
import { NotFoundError, toFailure } from './failure';
import { createQueryClient } from '../boot/queryClient';
import {
  allReady,
  notFoundState,
  refusedAsNotFound,
  requestState,
  requestStateSince,
  selectData,
  type RequestState,
} from './requestState';

afterEach(cleanup);

/**
 * A fake read: `answers` are given in turn (an Error fails that call; the last one repeats);
 * `hold()` keeps the next answer until `release()`.
 */
function fakeRead<T>(...answers: (T | Error)[]) {
  let calls = 0;
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    get calls() {
      return calls;
    },
    read: async (): Promise<T> => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (gate) await gate;
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => {
      gate = null;
      open();
    },
  };
}

function renderState<T>(read: () => Promise<T>, isEmpty?: (data: T) => boolean) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => requestState(useQuery({ queryKey: ['read'], queryFn: read }), isEmpty), {
    wrapper,
  });
}

const retryOf = (state: RequestState<unknown>) => {
  if (state.status === 'loading') throw new Error('a loading state has no retry');
  return state.retry;
};

describe('requestState', () => {
  it('is loading, then ready with the data', async () => {
    const server = fakeRead({ balance: '12.50' });
    const { result } = renderState(server.read);
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ data: { balance: '12.50' }, refreshing: false });
  });

  it('is empty when the data counts as nothing to show, and its retry asks again', async () => {
    const server = fakeRead<number[]>([], [3]);
    const { result } = renderState(server.read, (list) => list.length === 0);
    await waitFor(() => expect(result.current.status).toBe('empty'));
    act(() => retryOf(result.current)());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: [3] }));
    expect(server.calls).toBe(2);
  });

  it('fails with the failure kind, and its retry asks again', async () => {
    const server = fakeRead<string>(new ApiError('timeout'), 'back');
    const { result } = renderState(server.read);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ failure: { kind: 'timeout', serverMessage: null } });
    act(() => retryOf(result.current)());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
  });

  it('keeps the data shown while a refresh runs and when it fails', async () => {
    const server = fakeRead<string>('first', new ApiError('network'));
    const { result } = renderState(server.read);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.hold();
    act(() => retryOf(result.current)());
    await waitFor(() => expect(result.current).toMatchObject({ refreshing: true }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    act(() => server.release());
    await waitFor(() => expect(result.current).toMatchObject({ refreshing: false }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    expect(server.calls).toBe(2);
  });
});

describe('allReady', () => {
  const ready = <T,>(data: T, retry = vi.fn(), refreshing = false): RequestState<T> => ({
    status: 'ready',
    data,
    refreshing,
    retry,
  });
  const failed = (retry = vi.fn()): RequestState<never> => ({
    status: 'failed',
    failure: { kind: 'server', serverMessage: null },
    retry,
  });

  it('is ready with every data in order once all are, refreshing when one is', () => {
    expect(allReady(ready(1), ready('a'))).toMatchObject({
      status: 'ready',
      data: [1, 'a'],
      refreshing: false,
    });
    expect(allReady(ready(1), ready('a', vi.fn(), true))).toMatchObject({ refreshing: true });
  });

  it('is loading while one is, unless one failed: a failure shows at once', () => {
    expect(allReady(ready(1), { status: 'loading' })).toEqual({ status: 'loading' });
    expect(allReady({ status: 'loading' }, failed())).toMatchObject({
      status: 'failed',
      failure: { kind: 'server' },
    });
  });

  it('retries only the failed requests after a failure, every one after success', () => {
    const okRetry = vi.fn();
    const failedRetry = vi.fn();
    retryOf(allReady(ready(1, okRetry), failed(failedRetry)))();
    expect(failedRetry).toHaveBeenCalledTimes(1);
    expect(okRetry).not.toHaveBeenCalled();
    const second = vi.fn();
    retryOf(allReady(ready(1, okRetry), ready(2, second)))();
    expect([okRetry.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('counts an empty request as answered', () => {
    const empty: RequestState<number> = { status: 'empty', retry: vi.fn() };
    expect(allReady(ready(1), empty)).toMatchObject({ status: 'ready', data: [1, undefined] });
  });
});

describe('selectData', () => {
  const parse = (data: { n: number }) => data.n * 2;

  it("parses the envelope's data, and gives the same function for the same parser", () => {
    expect(selectData(parse)({ data: { n: 4 } })).toBe(8);
    expect(selectData(parse)).toBe(selectData(parse));
    expect(selectData((data: { n: number }) => data.n)).not.toBe(selectData(parse));
  });

  it('makes whatever the parser throws, or a missing envelope, a malformed error', () => {
    for (const envelope of [{ data: null }, null, 'text', undefined]) {
      let thrown: unknown;
      try {
        selectData(parse)(envelope as never);
      } catch (error) {
        thrown = error;
      }
      // An ApiError of kind 'malformed': the query client does not retry it.
      expect(thrown, JSON.stringify(envelope)).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).kind).toBe('malformed');
    }
  });

  it('lets an ApiError and a not-found through as they are', () => {
    const refusal = new ApiError('business', { msg: 'No such order' });
    expect(() =>
      selectData(() => {
        throw refusal;
      })({ data: 1 }),
    ).toThrow(refusal);
    expect(() =>
      selectData(() => {
        throw new NotFoundError();
      })({ data: 1 }),
    ).toThrow(NotFoundError);
  });

  it("makes a query's unreadable answer its malformed failure", async () => {
    const client = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        requestState(
          useQuery({
            queryKey: ['select'],
            queryFn: () => Promise.resolve({ data: null as unknown as { n: number } }),
            select: selectData(parse),
          }),
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ failure: { kind: 'malformed' } });
  });
});

describe('refusedAsNotFound', () => {
  const retry = () => {};
  it('reads a refusal as not found, keeping the server words', () => {
    const refused: RequestState<number> = {
      status: 'failed',
      failure: toFailure(new ApiError('business', { msg: 'The order does not exist' })),
      retry,
    };
    expect(refusedAsNotFound(refused)).toMatchObject({
      status: 'failed',
      failure: { kind: 'notFound', serverMessage: 'The order does not exist' },
    });
  });

  it('leaves other failures and ready data alone', () => {
    const offline: RequestState<number> = {
      status: 'failed',
      failure: { kind: 'offline', serverMessage: null },
      retry,
    };
    expect(refusedAsNotFound(offline)).toBe(offline);
    const ready: RequestState<number> = { status: 'ready', data: 1, refreshing: false, retry };
    expect(refusedAsNotFound(ready)).toBe(ready);
    expect(notFoundState()).toMatchObject({ status: 'failed', failure: { kind: 'notFound' } });
  });
});

describe('requestStateSince', () => {
  const refetch = () => Promise.resolve();
  const query = (fields: Record<string, unknown>) =>
    ({
      data: undefined,
      dataUpdatedAt: 0,
      error: null,
      errorUpdatedAt: 0,
      isError: false,
      isFetching: false,
      refetch,
      ...fields,
    }) as unknown as UseQueryResult<number, unknown>;

  it('does not give an answer older than the moment: loading until a newer one arrives', () => {
    expect(requestStateSince(query({ data: 1, dataUpdatedAt: 99, isFetching: true }), 100)).toEqual(
      { status: 'loading' },
    );
    expect(requestStateSince(query({ data: 2, dataUpdatedAt: 100 }), 100)).toMatchObject({
      status: 'ready',
      data: 2,
    });
  });

  it('reports a failure after the moment, with a retry; an older failure is not this one', () => {
    const offline = new ApiError('network');
    const failed = requestStateSince(
      query({ data: 1, dataUpdatedAt: 50, isError: true, error: offline, errorUpdatedAt: 120 }),
      100,
    );
    expect(failed).toMatchObject({ status: 'failed', failure: { kind: 'offline' } });
    expect(
      requestStateSince(query({ isError: true, error: offline, errorUpdatedAt: 80 }), 100),
    ).toEqual({ status: 'loading' });
  });
});
