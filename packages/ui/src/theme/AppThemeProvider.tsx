import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themeFor, type ThemeMode } from './tokens';

type AppThemeProviderProps = {
  /** Light or dark palette (default light). */
  mode?: ThemeMode;
  /** The app. */
  children: ReactNode;
};

/** The theme of the whole app and its global styles. */
export function AppThemeProvider({ mode = 'light', children }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
