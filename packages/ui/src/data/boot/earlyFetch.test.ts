// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, apiClient } from '../kit/client';
import { adoptBootFetches } from './earlyFetch';
import { session } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  session.set({ lang: null });
});

/** What a page's boot script leaves: one read of the profile, sent with `headers`. */
function bootRead(headers: Record<string, string>) {
  const url = `${apiBaseUrl()}/merchant/merchant/getMerInfo`;
  const answer = Response.json({ code: 1, msg: 'ok', time: '1', data: { mer_name: 'Boot' } });
  (window as { __merchantEarly?: unknown }).__merchantEarly = {
    [url]: { headers, response: Promise.resolve(answer) },
  };
  adoptBootFetches();
}

describe("the boot script's early reads", () => {
  it("are taken by the client when both name the language by the platform's code", async () => {
    const fetched = vi.fn(() => Promise.resolve(Response.json({ code: 1, msg: '', data: {} })));
    vi.stubGlobal('fetch', fetched);
    session.set({ token: 't1', lang: 'ko' });
    bootRead({ token: 't1', lang: 'han' });
    const { data } = await apiClient.GET('/merchant/merchant/getMerInfo');
    expect(data?.data).toEqual({ mer_name: 'Boot' });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('are asked again when they were sent in another language', async () => {
    const fetched = vi.fn(() => Promise.resolve(Response.json({ code: 1, msg: '', data: {} })));
    vi.stubGlobal('fetch', fetched);
    session.set({ token: 't1', lang: 'ko' });
    bootRead({ token: 't1', lang: 'ko' });
    await apiClient.GET('/merchant/merchant/getMerInfo');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect((fetched.mock.calls[0] as unknown as [Request])[0].headers.get('lang')).toBe('han');
  });
});
