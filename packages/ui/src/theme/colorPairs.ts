import type { Palette, Tone } from './tokens';

/** One colour used on another, with the contrast WCAG asks of it. */
export type ColorPair = {
  /** The token drawn on top, e.g. 'textSecondary' or 'success.onSolid'. */
  fg: string;
  /** The token it is drawn on, e.g. 'surface' or 'success.solid'. */
  bg: string;
  /** `#RRGGBB` of the token on top. */
  fgColor: string;
  /** `#RRGGBB` of the token beneath. */
  bgColor: string;
  /** 'text' needs 4.5:1 (WCAG AA), 'control' (borders, focus rings, filled controls) 3:1. */
  use: 'text' | 'control';
  /** The least contrast ratio allowed. */
  min: number;
};

const TONES: Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/**
 * Every pair of colours the interface draws one on another, for one palette: the theme test
 * holds each to its minimum and the Storybook foundations page prints each with its ratio.
 */
export function colorPairs(c: Palette): ColorPair[] {
  const text = (fg: string, fgColor: string, bg: string, bgColor: string): ColorPair => ({
    fg,
    bg,
    fgColor,
    bgColor,
    use: 'text',
    min: 4.5,
  });
  const control = (fg: string, fgColor: string, bg: string, bgColor: string): ColorPair => ({
    fg,
    bg,
    fgColor,
    bgColor,
    use: 'control',
    min: 3,
  });
  const grounds: [string, string][] = [
    ['bg', c.bg],
    ['surface', c.surface],
    ['surfaceMuted', c.surfaceMuted],
  ];
  const inks: [string, string][] = [
    ['text', c.text],
    ['textSecondary', c.textSecondary],
    ['textTertiary', c.textTertiary],
    ['accent.text', c.accent.text],
    ...TONES.map((t): [string, string] => [`${t}.text`, c.tone[t].text]),
  ];
  return [
    ...grounds.flatMap(([bg, bgColor]) =>
      inks.map(([fg, fgColor]) => text(fg, fgColor, bg, bgColor)),
    ),
    text('accent.onSolid', c.accent.onSolid, 'accent.solid', c.accent.solid),
    text('accent.softText', c.accent.softText, 'accent.soft', c.accent.soft),
    text('accent.text', c.accent.text, 'accent.soft', c.accent.soft),
    text('toastText', c.toastText, 'toastBg', c.toastBg),
    ...TONES.flatMap((t) => [
      text(`${t}.onSolid`, c.tone[t].onSolid, `${t}.solid`, c.tone[t].solid),
      text(`${t}.softText`, c.tone[t].softText, `${t}.soft`, c.tone[t].soft),
    ]),
    control('borderStrong', c.borderStrong, 'surface', c.surface),
    control('borderStrong', c.borderStrong, 'bg', c.bg),
    control('focus', c.focus, 'surface', c.surface),
    control('focus', c.focus, 'bg', c.bg),
    control('accent.solid', c.accent.solid, 'surface', c.surface),
    control('danger.solid', c.tone.danger.solid, 'surface', c.surface),
  ];
}
