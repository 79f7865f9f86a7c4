export { AppThemeProvider } from './AppThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { contrastRatio } from './contrast';
export {
  darkTheme,
  lightTheme,
  themeFor,
  type AppTheme,
  type Palette,
  type ThemeMode,
  type Tone,
  type ToneColors,
} from './tokens';
export { ellipsis, expandHitArea, pressable, resetButton, spin } from './mixins';
