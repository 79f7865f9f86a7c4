import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkTheme, lightTheme, type Tone } from './tokens';

const tones: Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

describe.each([lightTheme, darkTheme])('$mode palette', ({ colors: c }) => {
  const grounds = { bg: c.bg, surface: c.surface, surfaceMuted: c.surfaceMuted };

  const textPairs: [string, string, string][] = [
    ...Object.entries(grounds).flatMap(([name, ground]) =>
      [
        ['text', c.text],
        ['textSecondary', c.textSecondary],
        ['textTertiary', c.textTertiary],
        ['accent.text', c.accent.text],
        ...tones.map((t) => [`${t}.text`, c.tone[t].text]),
      ].map(
        ([fg, color]) => [`${fg} on ${name}`, color as string, ground] as [string, string, string],
      ),
    ),
    ['accent.onSolid on accent.solid', c.accent.onSolid, c.accent.solid],
    ['accent.softText on accent.soft', c.accent.softText, c.accent.soft],
    ['accent.text on accent.soft', c.accent.text, c.accent.soft],
    ['toastText on toastBg', c.toastText, c.toastBg],
    ...tones.flatMap((t): [string, string, string][] => [
      [`${t}.onSolid on ${t}.solid`, c.tone[t].onSolid, c.tone[t].solid],
      [`${t}.softText on ${t}.soft`, c.tone[t].softText, c.tone[t].soft],
    ]),
  ];

  it.each(textPairs)('text: %s reaches 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  const uiPairs: [string, string, string][] = [
    ['borderStrong on surface', c.borderStrong, c.surface],
    ['borderStrong on bg', c.borderStrong, c.bg],
    ['focus on surface', c.focus, c.surface],
    ['focus on bg', c.focus, c.bg],
    ['accent.solid on surface', c.accent.solid, c.surface],
    ['danger.solid on surface', c.tone.danger.solid, c.surface],
  ];

  it.each(uiPairs)('control: %s reaches 3:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
