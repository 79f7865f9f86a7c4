import { lightTheme, type AppTheme, type Tone, type ToneColors } from './tokens';

/**
 * The theme as the styles use it: spacing, sizes, fonts and the like as they are (the same in
 * both modes), and every colour and shadow as a CSS custom property (`var(--c-surface)`) whose
 * value the global style sets for the mode in use (`themeVariables`). A style written with these
 * has no function in it, so styled-components computes its class once, when the component is
 * defined, not at every render of every element (the theme's functions cost a hash and a
 * stylesheet lookup per element per render). Code that needs a colour's value itself (a chart's
 * canvas) reads the theme with `useTheme()`.
 */
export const tokens: AppTheme = {
  ...lightTheme,
  colors: asVariables(lightTheme.colors, '--c'),
  shadows: asVariables(lightTheme.shadows, '--shadow'),
};

/** The same shape as `values`, each leaf `var(--prefix-path-to-leaf)`. */
function asVariables<T extends object>(values: T, prefix: string): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null
        ? asVariables(value as object, `${prefix}-${key}`)
        : `var(${prefix}-${key})`,
    ]),
  ) as T;
}

const TONES: readonly Tone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

/**
 * One rule per tone, chosen by the element's `data-tone` attribute (`&[data-tone='success']
 * {…}`): a style that varies by tone with no function in it. `declarations` gives a tone's
 * colours as CSS (`(c) => \`background:${c.soft};\``).
 */
export function toneRules(declarations: (colors: ToneColors) => string): string {
  return TONES.map(
    (tone) => `&[data-tone='${tone}']{${declarations(tokens.colors.tone[tone])}}`,
  ).join('');
}

/** `--prefix-path: value;` for every leaf of `values`. */
function declarations(values: object, prefix: string): string {
  return Object.entries(values)
    .map(([key, value]) =>
      typeof value === 'object' && value !== null
        ? declarations(value as object, `${prefix}-${key}`)
        : `${prefix}-${key}:${String(value)};`,
    )
    .join('');
}

/** The custom properties `tokens` names, with a theme's values (for the global style's :root). */
export function themeVariables(theme: AppTheme): string {
  return declarations(theme.colors, '--c') + declarations(theme.shadows, '--shadow');
}
