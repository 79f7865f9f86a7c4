import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, onUnauthorized } from './client';
import { session } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the end of a session (HTTP 401)', () => {
  it('is told, with its message, to a listener that subscribes after it (a read before the first render)', async () => {
    session.set({ token: 'expired' });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 401, msg: 'Please log in first' }, { status: 401 })),
    );
    await apiClient.GET('/merchant/merchant/getMerInfo').catch(() => {});
    expect(session.get().token).toBeNull();

    const first = vi.fn();
    const second = vi.fn();
    const stop = onUnauthorized(first);
    onUnauthorized(second)();
    stop();
    expect(first).toHaveBeenCalledWith('Please log in first');
    expect(second).not.toHaveBeenCalled();
  });
});
