import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createUploader } from './upload';

/** A stand-in XMLHttpRequest: records what is sent, answers when the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.contentType = contentType;
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request');
  return FakeXhr.last;
};

describe('createUploader', () => {
  const onUnauthorized = vi.fn();
  const send = () =>
    createUploader({
      baseUrl: 'https://api.example.test/',
      getToken: () => 'tok-1',
      getLang: () => 'en',
      getXsrfToken: () => 'xsrf-1',
      getPageOrigin: () => 'https://app.example.test',
      onUnauthorized,
    });

  beforeEach(() => {
    FakeXhr.last = null;
    onUnauthorized.mockReset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with the token and lang headers and the platform timeout', async () => {
    const form = new FormData();
    const answer = send()('/merchant/common/upload', form);
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('https://api.example.test/merchant/common/upload');
    expect(xhr().headers).toEqual({ token: 'tok-1', lang: 'en' });
    expect(xhr().timeout).toBe(99999);
    expect(xhr().body).toBe(form);
    const envelope = { code: 1, msg: 'ok', data: { url: '/a.png', fullurl: 'https://x/a.png' } };
    xhr().answer(200, envelope);
    await expect(answer).resolves.toEqual(envelope);
  });

  it('sends the page cookie as X-XSRF-TOKEN to the page origin only', () => {
    void createUploader({
      baseUrl: 'https://app.example.test',
      getToken: () => null,
      getLang: () => null,
      getXsrfToken: () => 'xsrf-1',
      getPageOrigin: () => 'https://app.example.test',
      onUnauthorized,
    })('/merchant/common/upload', new FormData());
    expect(xhr().headers).toEqual({ 'X-XSRF-TOKEN': 'xsrf-1' });
  });

  it('reports the bytes sent as they leave, in percent', async () => {
    const onProgress = vi.fn();
    const answer = send()('/merchant/common/upload', new FormData(), { onProgress });
    xhr().progress(250, 1000);
    xhr().progress(1000, 1000);
    xhr().answer(200, { code: 1, msg: '', data: {} });
    await answer;
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
  });

  it("keeps the server's reason for refusing the file", async () => {
    const answer = send()('/merchant/common/upload', new FormData());
    xhr().answer(200, { code: 0, msg: 'Image too small', data: null });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', msg: 'Image too small', code: 0 });
  });

  it('ends the session on a 401', async () => {
    const answer = send()('/merchant/common/upload', new FormData());
    xhr().answer(401, { code: 401, msg: 'Please log in' });
    await expect(answer).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith('Please log in');
  });

  it('cancels when the signal aborts', async () => {
    const controller = new AbortController();
    const answer = send()('/merchant/common/upload', new FormData(), {
      signal: controller.signal,
    });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads a lost connection, a timeout and a page that is not JSON', async () => {
    const lost = send()('/merchant/common/upload', new FormData());
    xhr().onerror?.();
    await expect(lost).rejects.toMatchObject({ kind: 'network' });
    const slow = send()('/merchant/common/upload', new FormData());
    xhr().ontimeout?.();
    await expect(slow).rejects.toMatchObject({ kind: 'timeout' });
    const html = send()('/merchant/common/upload', new FormData());
    xhr().answer(200, '<html>oops</html>', 'text/html');
    await expect(html).rejects.toMatchObject({ kind: 'malformed' });
  });
});
