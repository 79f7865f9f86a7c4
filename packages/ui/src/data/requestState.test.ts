import { describe, expect, it } from 'vitest';
import { ApiError } from '@merchant/api';
import { toFailure } from './failure';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  notFoundState,
  refusedAsNotFound,
  requestStateSince,
  type RequestState,
} from './requestState';

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
