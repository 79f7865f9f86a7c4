export { AppThemeProvider } from './AppThemeProvider';
export { GLOBAL_STYLE_ID, ensureGlobalStyle, globalCss, globalStyleTag } from './globalCss';
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
