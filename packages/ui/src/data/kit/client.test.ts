import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, apiClient, onUnauthorized } from './client';
import { session } from '../boot/session';

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

describe("the platform's address", () => {
  /** A page at https://shop.example whose platform-api meta tag holds `content` (none: no tag). */
  const page = (content?: string) => {
    vi.stubGlobal('location', { origin: 'https://shop.example' });
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === 'meta[name="platform-api"]' && content !== undefined ? { content } : null,
    });
  };

  it("is what the page's meta tag names, as its boot script reads it", () => {
    page('https://api.example/');
    expect(apiBaseUrl()).toBe('https://api.example');
    page('https://api.example/shop');
    expect(apiBaseUrl()).toBe('https://api.example/shop');
  });

  it("is the page's own origin when the tag is empty or names no http(s) address", () => {
    for (const content of ['', '  ', 'api.example', 'javascript:alert(1)']) {
      page(content);
      expect(apiBaseUrl(), content).toBe('https://shop.example');
    }
  });

  it("is the page's own origin without a tag and without VITE_API_BASE_URL", () => {
    page(undefined);
    expect(apiBaseUrl()).toBe('https://shop.example');
  });
});
