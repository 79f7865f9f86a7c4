import { describe, expect, it } from 'vitest';
import { demoToolsEnabled } from './demo';

describe('demoToolsEnabled', () => {
  it.each([
    [{ VITE_DEMO: '1', DEV: false }, true],
    [{ VITE_DEMO: '1', DEV: true }, true],
    [{ VITE_DEMO: undefined, DEV: true }, true],
    [{ VITE_DEMO: undefined, DEV: false }, false],
    [{ VITE_DEMO: '0', DEV: false }, false],
    [{ VITE_DEMO: 'true', DEV: false }, false],
    [{ VITE_DEMO: 1, DEV: false }, false],
    [{ DEV: 'true' }, false],
    [{}, false],
  ])('%j -> %s', (env, expected) => {
    expect(demoToolsEnabled(env)).toBe(expected);
  });

  it('reads the build by default (vitest runs as a development build)', () => {
    expect(demoToolsEnabled()).toBe(true);
  });
});
