import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOME_PATH, loginPathFor, safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/orderDetail?id=3', '/orderDetail?id=3'],
    ['/bank/list', '/bank/list'],
    [null, HOME_PATH],
    ['', HOME_PATH],
    ['https://evil.example', HOME_PATH],
    ['//evil.example', HOME_PATH],
    ['/\\evil.example', HOME_PATH],
    ['%2F%2Fevil.example', HOME_PATH],
    ['javascript:alert(1)', HOME_PATH],
    ['/login', HOME_PATH],
    ['/\t/evil.example', HOME_PATH],
    ['home', HOME_PATH],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('never returns an address outside the app, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = safeReturnPath(input);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, 'http://app.invalid').origin).toBe('http://app.invalid');
      }),
    );
  });

  it("gives the page's own fallback, not /home, when it names one", () => {
    expect(safeReturnPath(null, '/bank/list')).toBe('/bank/list');
    expect(safeReturnPath('https://evil.example/withdraw', '/bank/list')).toBe('/bank/list');
    expect(safeReturnPath('/withdraw', '/bank/list')).toBe('/withdraw');
  });

  it('builds the login address with the way back', () => {
    expect(loginPathFor('/orderDetail?id=3')).toBe('/login?redirect=%2ForderDetail%3Fid%3D3');
    expect(loginPathFor('https://evil.example')).toBe('/login');
  });
});
