import { createGlobalStyle } from 'styled-components';
import { themeVariables, tokens } from './cssTokens';

/**
 * The theme's colours and shadows as custom properties (see cssTokens), resets, the system font
 * stack per language, safe-area variables and reduced motion.
 * - No overscroll on the page: the app draws its own pull-to-refresh, and the browser's would
 *   reload the whole page.
 * - Han characters differ per region: each Chinese, Japanese and Korean page asks for the
 *   region's own face before the generic stack. Simplified Chinese too, though the generic stack
 *   names its faces: there they come after a dozen Latin and Thai families, and a browser looks
 *   each of those up (and loads those it has) for every weight a Han character is drawn in before
 *   it reaches one that has it, in a new page's first layout (bench/RESULTS.md, "Where the code's
 *   choices come from").
 * - Reduced motion: an animation is over as soon as it starts (0 s, not 0.01 ms, which still
 *   draws its first frame: a dialog at opacity 0 for as long as the next frame takes).
 * (Comments stay out of the CSS below: it ships, as written, on the login page.)
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --safe-area-top: env(safe-area-inset-top, 0px);
    --safe-area-right: env(safe-area-inset-right, 0px);
    --safe-area-bottom: env(safe-area-inset-bottom, 0px);
    --safe-area-left: env(safe-area-inset-left, 0px);
    ${({ theme }) => `color-scheme: ${theme.mode};${themeVariables(theme)}`}
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    -webkit-tap-highlight-color: transparent;
    overscroll-behavior-y: none;
  }

  body {
    margin: 0;
    min-height: 100dvh;
    font-family: ${tokens.fonts.body};
    font-size: ${tokens.fontSizes.md};
    line-height: ${tokens.lineHeights.body};
    color: ${tokens.colors.text};
    background: ${tokens.colors.bg};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    overflow-wrap: break-word;
  }

  body:lang(zh-CN) {
    font-family: system-ui, -apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei',
      'Noto Sans SC', 'Noto Sans CJK SC', ${tokens.fonts.body};
  }
  body:lang(zh-TW) {
    font-family: system-ui, -apple-system, 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC',
      'Noto Sans CJK TC', ${tokens.fonts.body};
  }
  body:lang(ja) {
    font-family: system-ui, -apple-system, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN',
      'Yu Gothic UI', 'Meiryo', 'Noto Sans JP', 'Noto Sans CJK JP', ${tokens.fonts.body};
  }
  body:lang(ko) {
    font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR',
      'Noto Sans CJK KR', ${tokens.fonts.body};
  }
  body:lang(th) {
    font-family: system-ui, -apple-system, 'Noto Sans Thai', 'Noto Sans Thai UI', Thonburi,
      'Leelawadee UI', 'Tahoma', ${tokens.fonts.body};
  }

  h1, h2, h3, h4, p, ul, ol, figure {
    margin: 0;
  }

  ul, ol {
    padding: 0;
    list-style: none;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
  }

  button {
    touch-action: manipulation;
  }

  a {
    color: ${tokens.colors.accent.text};
  }

  img {
    max-width: 100%;
  }

  :focus-visible {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
