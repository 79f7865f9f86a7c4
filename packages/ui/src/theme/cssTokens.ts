import { lightTheme, type AppTheme } from './tokens';

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

/**
 * The soft colours of each tone (tags, notices), chosen by the element's `data-tone` attribute
 * (`&[data-tone='success']{…}`): a style that varies by tone with no function in it.
 */
export const softToneRules: string = Object.entries(tokens.colors.tone)
  .map(([tone, c]) => `&[data-tone='${tone}']{background:${c.soft};color:${c.softText};}`)
  .join('');

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
