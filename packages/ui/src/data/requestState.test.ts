import { describe, expect, it } from 'vitest';
import { ApiError } from '@merchant/api';
import { toFailure } from './failure';
import { notFoundState, refusedAsNotFound, type RequestState } from './requestState';

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
