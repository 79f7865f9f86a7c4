import { describe, expect, it } from 'vitest';
import { countryOptions, REGION_COUNT } from './countries';

describe('country options', () => {
  it('offers every ISO 3166-1 country and region once', () => {
    expect(REGION_COUNT).toBe(249);
    const options = countryOptions('zh-CN');
    expect(options).toHaveLength(249);
    expect(new Set(options.map((o) => o.value)).size).toBe(249);
  });

  it('names them in the page language and keeps the English name as the value', () => {
    const singapore = countryOptions('zh-CN').find((o) => o.value === 'Singapore');
    expect(singapore).toMatchObject({ label: '新加坡' });
    expect(singapore?.keywords).toContain('SG');
    expect(countryOptions('th').find((o) => o.value === 'Thailand')?.label).toBe('ไทย');
  });

  it('sorts by the localised name', () => {
    for (const language of ['en', 'ja', 'vi']) {
      const labels = countryOptions(language).map((o) => o.label);
      const collator = new Intl.Collator(language);
      expect(labels).toEqual([...labels].sort((a, b) => collator.compare(a, b)));
    }
    const english = countryOptions('en').map((o) => o.label);
    expect(english.indexOf('Afghanistan')).toBeLessThan(english.indexOf('Zimbabwe'));
  });
});
