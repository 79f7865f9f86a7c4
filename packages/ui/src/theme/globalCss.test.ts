// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GLOBAL_STYLE_ID, ensureGlobalStyle, globalCss, globalStyleTag } from './globalCss';
import { darkTheme, lightTheme } from './tokens';

/** The rules of `css` as the browser's CSS parser in jsdom reads them. */
function parsed(css: string): CSSRuleList {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = (style.sheet as CSSStyleSheet).cssRules;
  style.remove();
  return rules;
}

describe('the global style', () => {
  it('is read whole by a CSS parser, with the mode’s colours on :root', () => {
    for (const theme of [lightTheme, darkTheme]) {
      const rules = parsed(globalCss(theme.mode));
      const selectors = [...rules].map((rule) =>
        'selectorText' in rule
          ? (rule as CSSStyleRule).selectorText
          : rule.cssText.split('{')[0]!.trim(),
      );
      expect(selectors).toHaveLength(17);
      expect(selectors[0]).toBe(':root');
      expect(selectors.at(-1)).toMatch(/^@media \(prefers-reduced-motion: ?reduce\)/);
      const root = (rules[0] as CSSStyleRule).style;
      expect(root.getPropertyValue('color-scheme')).toBe(theme.mode);
      expect(root.getPropertyValue('--c-bg').trim()).toBe(theme.colors.bg);
      expect(root.getPropertyValue('--c-tone-danger-text').trim()).toBe(
        theme.colors.tone.danger.text,
      );
      // (jsdom's parser drops the spaces of a custom property's value: compared without them.)
      const bare = (value: string) => value.replace(/\s+/g, '');
      expect(bare(root.getPropertyValue('--shadow-sheet'))).toBe(bare(theme.shadows.sheet));
      expect(root.getPropertyValue('--safe-area-bottom').trim()).toBe(
        'env(safe-area-inset-bottom,0px)',
      );
    }
  });

  it('asks each region’s own Han face first, before the generic stack', () => {
    const css = globalCss();
    expect(css).toContain("body:lang(ja){font-family:system-ui,-apple-system,'Hiragino Sans',");
    expect(css).toContain("body:lang(zh-TW){font-family:system-ui,-apple-system,'PingFang TC',");
    // The generic stack as written once, without the spaces of its source.
    expect(css).toContain(
      'body{margin:0;min-height:100dvh;font-family:system-ui,-apple-system,BlinkMacSystemFont,',
    );
  });
});

describe('ensureGlobalStyle', () => {
  it('puts it first in the head once, before styled-components’ rules', () => {
    document.head.innerHTML = '<style data-styled="active"></style>';
    ensureGlobalStyle(document, 'light');
    ensureGlobalStyle(document, 'light');
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(2);
    expect(styles[0]!.id).toBe(GLOBAL_STYLE_ID);
    expect(styles[0]!.textContent).toBe(globalCss('light'));
  });

  it('leaves a prerendered page’s own alone, and changes it for another mode', () => {
    document.head.innerHTML = globalStyleTag('light').replace(
      globalCss('light'),
      '/* prerendered */',
    );
    const prerendered = document.getElementById(GLOBAL_STYLE_ID);
    ensureGlobalStyle(document, 'light');
    expect(prerendered!.textContent).toBe('/* prerendered */');
    ensureGlobalStyle(document, 'dark');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(prerendered!.getAttribute('data-mode')).toBe('dark');
    expect(prerendered!.textContent).toBe(globalCss('dark'));
  });
});
