import { useInsertionEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ensureGlobalStyle } from './globalCss';
import { themeFor, type ThemeMode } from './tokens';

type AppThemeProviderProps = {
  /** Light or dark palette (default light). */
  mode?: ThemeMode;
  /** The app. */
  children: ReactNode;
};

/**
 * The theme of the whole app, and its global style (theme/globalCss.ts: in a prerendered page's
 * head already; put there before the first paint where it is not).
 */
export function AppThemeProvider({ mode = 'light', children }: AppThemeProviderProps) {
  useInsertionEffect(() => ensureGlobalStyle(document, mode), [mode]);
  return <ThemeProvider theme={themeFor(mode)}>{children}</ThemeProvider>;
}
