import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshBeforeAction } from './lastSeen';
import { markRestored, restoredOnScreen } from './restored';

const KEY = ['get', '/merchant/merchant/getMerInfo'] as const;

/** A client showing `kept` (restored from the device) on screen, whose next answer is `next`. */
function restoredOnScreenWith(kept: unknown, next: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(KEY, kept, { updatedAt: Date.now() - 3_600_000 });
  markRestored(client, [client.getQueryCache().find({ queryKey: KEY })!.queryHash]);
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn: next, staleTime: Infinity });
  observer.subscribe(() => {});
  return client;
}

describe('an action on figures from the device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes at once when nothing on screen came from the device', async () => {
    const client = new QueryClient();
    const wait = vi.fn();
    expect(await freshBeforeAction(client, wait)).toBe('go');
    expect(wait).not.toHaveBeenCalled();
  });

  it('is refused offline, without asking anything', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const next = vi.fn(() => Promise.resolve({ money: '1.00' }));
    const client = restoredOnScreenWith({ money: '1.00' }, next);
    expect(await freshBeforeAction(client)).toBe('offline');
    expect(next).not.toHaveBeenCalled();
  });

  it('asks again first, says so, and goes when the platform answers the same', async () => {
    const client = restoredOnScreenWith({ money: '1.00' }, () =>
      Promise.resolve({ money: '1.00' }),
    );
    const wait = vi.fn();
    expect(restoredOnScreen(client)).toHaveLength(1);
    expect(await freshBeforeAction(client, wait)).toBe('go');
    expect(wait).toHaveBeenCalledOnce();
    expect(restoredOnScreen(client)).toHaveLength(0);
  });

  it('stops when the platform answers differently: the merchant sees the new figures first', async () => {
    const client = restoredOnScreenWith({ money: '1.00' }, () =>
      Promise.resolve({ money: '0.50' }),
    );
    expect(await freshBeforeAction(client)).toBe('changed');
    expect(client.getQueryData(KEY)).toEqual({ money: '0.50' });
  });

  it('stops when the figures cannot be read again', async () => {
    const client = restoredOnScreenWith({ money: '1.00' }, () => Promise.reject(new Error('500')));
    expect(await freshBeforeAction(client)).toBe('unreadable');
  });
});
