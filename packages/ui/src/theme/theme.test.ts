import { describe, expect, it } from 'vitest';
import { colorPairs } from './colorPairs';
import { contrastRatio } from './contrast';
import { darkTheme, lightTheme } from './tokens';

describe.each([lightTheme, darkTheme])('$mode palette', ({ colors }) => {
  const pairs = colorPairs(colors).map((p) => [`${p.use}: ${p.fg} on ${p.bg}`, p] as const);

  it('lists every text colour on every ground and every control colour', () => {
    expect(pairs.filter(([, p]) => p.use === 'text')).toHaveLength(41);
    expect(pairs.filter(([, p]) => p.use === 'control')).toHaveLength(6);
  });

  it.each(pairs)('%s reaches its minimum', (_name, p) => {
    expect(contrastRatio(p.fgColor, p.bgColor)).toBeGreaterThanOrEqual(p.min);
  });
});
