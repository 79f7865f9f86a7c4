import { describe, expect, it } from 'vitest';
import { corsHeaders, preflight, strictCors } from './cors.ts';

const APP = 'http://127.0.0.1:6401';
const strict = strictCors(APP);
/** A browser's preflight from `origin` for `method` with the header names `headers`. */
const ask = (origin: string | null, method: string | null, headers: string | null = null) =>
  preflight(strict, { origin, method, headers });

describe('strict CORS: the one origin of the app, as a real server is configured', () => {
  it('grants the preflight of a JSON post from the app with its token and language', () => {
    // Chromium names the headers in lower case, sorted, comma-separated without spaces.
    const answer = ask(APP, 'POST', 'content-type,lang,token');
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP);
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(answer.headers['access-control-allow-headers']).toBe('token, lang, content-type');
    expect(answer.headers.vary).toContain('Origin');
    expect(ask(APP, 'GET', 'lang, Token').status).toBe(204);
    expect(ask(APP, 'GET').status).toBe(204);
  });

  it('refuses another origin, another method or a header the app does not send', () => {
    for (const [origin, method, headers] of [
      ['http://127.0.0.1:6402', 'GET', 'lang,token'],
      ['https://127.0.0.1:6401', 'GET', 'lang,token'],
      ['http://localhost:6401', 'GET', 'lang,token'],
      ['null', 'GET', 'lang,token'],
      [null, 'GET', 'lang,token'],
      [APP, 'PUT', 'lang,token'],
      [APP, 'DELETE', null],
      [APP, 'POST', 'content-type,lang,token,x-xsrf-token'],
      [APP, 'GET', 'authorization'],
    ] as const) {
      const answer = ask(origin, method, headers);
      expect(answer.status, `${origin} ${method} ${headers}`).toBe(403);
      expect(
        Object.keys(answer.headers).filter((name) => name.startsWith('access-control')),
      ).toEqual([]);
    }
  });

  it("echoes the app's origin exactly on answers, and grants nothing to another", () => {
    expect(corsHeaders(strict, APP)).toEqual({
      'access-control-allow-origin': APP,
      vary: 'Origin',
    });
    expect(corsHeaders(strict, 'http://evil.example')).toEqual({ vary: 'Origin' });
    expect(corsHeaders(strict, null)).toEqual({ vary: 'Origin' });
  });

  it('takes an origin only, never an address with a path or another scheme', () => {
    expect(strictCors(`${APP}/`)).toEqual({ kind: 'strict', origin: APP });
    for (const wrong of [`${APP}/app`, 'ftp://127.0.0.1', '127.0.0.1:6401', '', `${APP}?x=1`])
      expect(() => strictCors(wrong), wrong).toThrow();
  });
});

describe('the other policies', () => {
  it('any: every origin and header, as beside a development server', () => {
    const answer = preflight({ kind: 'any' }, { origin: 'http://x', method: 'PUT', headers: 'a' });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(corsHeaders({ kind: 'any' }, null)['access-control-allow-origin']).toBe('*');
  });

  it("none: the app's own files grant nothing", () => {
    const answer = preflight({ kind: 'none' }, { origin: APP, method: 'GET', headers: 'token' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(corsHeaders({ kind: 'none' }, APP)).toEqual({});
  });
});
