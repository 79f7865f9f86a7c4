// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@merchant/api';
import { createQueryClient } from '../boot/queryClient';
import { useDetailQuery } from './detailQuery';

afterEach(cleanup);

/** A detail read by id: what `fetch` resolves or throws, and the ids it was asked for. */
function renderDetail(id: number | null, fetch: (id: number) => Promise<{ name: string }>) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const asked = vi.fn(fetch);
  const hook = renderHook(
    () =>
      useDetailQuery(id, (recordId) => ({
        queryKey: ['detail', recordId],
        queryFn: () => asked(recordId),
        select: (data: { name: string }) => data.name,
      })),
    { wrapper },
  );
  return { ...hook, asked };
}

describe('useDetailQuery', () => {
  it('reads the record of the id', async () => {
    const { result, asked } = renderDetail(12, async (id) => ({ name: `order ${id}` }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ data: 'order 12' });
    expect(asked).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('asks nothing without an id and is not found', () => {
    const { result, asked } = renderDetail(null, async () => ({ name: 'never' }));
    expect(result.current).toMatchObject({
      status: 'failed',
      failure: { kind: 'notFound', serverMessage: null },
    });
    expect(asked).not.toHaveBeenCalled();
  });

  it("reads the platform's refusal of the id as not found, with its words", async () => {
    const { result } = renderDetail(9, () =>
      Promise.reject(new ApiError('business', { msg: 'The order does not exist' })),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({
      failure: { kind: 'notFound', serverMessage: 'The order does not exist' },
    });
  });

  it('keeps any other failure as it is, and its retry asks again', async () => {
    let answer: Promise<{ name: string }> = Promise.reject(new ApiError('network'));
    answer.catch(() => {});
    const { result, asked } = renderDetail(3, () => answer);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current).toMatchObject({ failure: { kind: 'offline' } });
    answer = Promise.resolve({ name: 'back' });
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
