import { themeVariables, tokens } from './cssTokens';
import { themeFor, type ThemeMode } from './tokens';

/** The id of the page's global style element (the prerendered pages carry it in their head). */
export const GLOBAL_STYLE_ID = 'global-style';

/**
 * The global style as plain CSS: the theme's colours and shadows as custom properties for the
 * mode (see cssTokens), resets, the system font stack per language, safe-area variables and
 * reduced motion. Static text, not a styled-components global style: the build writes it into
 * every prerendered page's head (before styled-components' rules, which come after it and win
 * at equal specificity), and the app never works it out again; a global style of
 * styled-components ran its whole text through the CSS parser (stylis) and replaced its rules
 * in the page at every start, about 7 ms at 1x CPU on the login page (bench/RESULTS.md).
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
 */
export function globalCss(mode: ThemeMode = 'light'): string {
  // (The stack without the spaces after its commas: it is written into every page.)
  const body = tokens.fonts.body.replace(/,\s+/g, ',');
  const face = (lang: string, faces: string) =>
    `body:lang(${lang}){font-family:system-ui,-apple-system,${faces},${body};}`;
  return [
    ':root{--safe-area-top:env(safe-area-inset-top,0px);--safe-area-right:env(safe-area-inset-right,0px);' +
      '--safe-area-bottom:env(safe-area-inset-bottom,0px);--safe-area-left:env(safe-area-inset-left,0px);' +
      `color-scheme:${mode};${themeVariables(themeFor(mode))}}`,
    '*,*::before,*::after{box-sizing:border-box;}',
    'html{-webkit-text-size-adjust:100%;text-size-adjust:100%;-webkit-tap-highlight-color:transparent;' +
      'overscroll-behavior-y:none;}',
    `body{margin:0;min-height:100dvh;font-family:${body};font-size:${tokens.fontSizes.md};` +
      `line-height:${tokens.lineHeights.body};color:${tokens.colors.text};background:${tokens.colors.bg};` +
      '-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;overflow-wrap:break-word;}',
    face(
      'zh-CN',
      "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','Noto Sans CJK SC'",
    ),
    face('zh-TW', "'PingFang TC','Microsoft JhengHei','Noto Sans TC','Noto Sans CJK TC'"),
    face(
      'ja',
      "'Hiragino Sans','Hiragino Kaku Gothic ProN','Yu Gothic UI','Meiryo','Noto Sans JP','Noto Sans CJK JP'",
    ),
    face('ko', "'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR','Noto Sans CJK KR'"),
    face('th', "'Noto Sans Thai','Noto Sans Thai UI',Thonburi,'Leelawadee UI','Tahoma'"),
    'h1,h2,h3,h4,p,ul,ol,figure{margin:0;}',
    'ul,ol{padding:0;list-style:none;}',
    'button,input,select,textarea{font:inherit;color:inherit;letter-spacing:inherit;}',
    'button{touch-action:manipulation;}',
    `a{color:${tokens.colors.accent.text};}`,
    'img{max-width:100%;}',
    `:focus-visible{outline:2px solid ${tokens.colors.focus};outline-offset:2px;}`,
    '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0s!important;' +
      'animation-iteration-count:1!important;transition-duration:0s!important;scroll-behavior:auto!important;}}',
  ].join('');
}

/**
 * The global style of `mode` as a prerendered page's head carries it: the element
 * `ensureGlobalStyle` finds there (its id, and the mode it was written for) and leaves alone.
 */
export function globalStyleTag(mode: ThemeMode = 'light'): string {
  return `<style id="${GLOBAL_STYLE_ID}" data-mode="${mode}">${globalCss(mode)}</style>`;
}

/**
 * Puts the global style of `mode` in the document where it is not there yet (a page that was
 * not prerendered: Storybook, the development server), first in the head, before
 * styled-components' style elements; a prerendered page has it already, in the mode it was
 * written for (`data-mode`), and nothing is done.
 */
export function ensureGlobalStyle(doc: Document, mode: ThemeMode): void {
  let style = doc.getElementById(GLOBAL_STYLE_ID);
  if (style?.getAttribute('data-mode') === mode) return;
  if (!style) {
    style = doc.createElement('style');
    style.id = GLOBAL_STYLE_ID;
    doc.head.prepend(style);
  }
  style.setAttribute('data-mode', mode);
  style.textContent = globalCss(mode);
}
