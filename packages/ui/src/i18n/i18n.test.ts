import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, translationsReady } from '.';

describe('i18n', () => {
  it('falls back to simplified Chinese for a key the current language lacks', async () => {
    await initI18n('zh-CN');
    await changeLanguage('en');
    const chinese = i18n.getFixedT('zh-CN', 'common')('value.none');
    expect(i18n.t('common:value.none')).not.toBe(chinese);
    i18n.removeResourceBundle('en', 'common');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:value.none')).toBe(chinese);
  });

  it("loads the start and a page's namespaces, and the others only when asked", async () => {
    await initI18n('ko', ['orders']);
    expect(i18n.language).toBe('ko');
    for (const ns of ['common', 'app', 'auth', 'orders'])
      expect(i18n.hasResourceBundle('ko', ns), ns).toBe(true);
    for (const ns of ['wallet', 'money', 'products'])
      expect(i18n.hasResourceBundle('ko', ns), ns).toBe(false);
    await translationsReady(['wallet']);
    expect(i18n.hasResourceBundle('ko', 'wallet')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'money')).toBe(false);
    await translationsReady('all');
    expect(i18n.hasResourceBundle('ko', 'money')).toBe(true);
  });
});
