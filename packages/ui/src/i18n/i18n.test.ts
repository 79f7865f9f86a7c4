import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '.';

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
});
