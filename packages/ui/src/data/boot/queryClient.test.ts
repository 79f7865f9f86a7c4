import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@merchant/api';
import { createQueryClient } from './queryClient';

type RetryRule = (count: number, error: unknown) => boolean;

const rule = (options?: { retry?: boolean }) =>
  createQueryClient(options).getDefaultOptions().queries?.retry as RetryRule | false;

describe('createQueryClient retries', () => {
  it.each<[ApiErrorKind, boolean]>([
    ['network', true],
    ['timeout', true],
    ['http', true],
    ['business', false],
    ['unauthorized', false],
    ['malformed', false],
    ['notOffered', false],
  ])('a %s failure is retried: %s', (kind, retried) => {
    const retry = rule();
    if (!retry) throw new Error('retries are off');
    expect(retry(0, new ApiError(kind))).toBe(retried);
  });

  it('gives up after two retries', () => {
    const retry = rule();
    if (!retry) throw new Error('retries are off');
    expect(retry(1, new ApiError('network'))).toBe(true);
    expect(retry(2, new ApiError('network'))).toBe(false);
  });

  it('has no retries for stories and tests', () => {
    expect(rule({ retry: false })).toBe(false);
  });
});
