import { describe, expect, it } from 'vitest';
import { parseRatio } from '@merchant/api';
import { ratioText } from './formatNumber';

describe('ratioText', () => {
  const ratio = (text: string) => parseRatio(text)!;

  it('writes a rate as the platform sent it, in the language', () => {
    expect(ratioText(ratio('7.10'), 'en')).toBe('7.10');
    expect(ratioText(ratio('7.2'), 'zh-CN')).toBe('7.2');
    expect(ratioText(ratio('7.10'), 'vi')).toBe('7,10');
    expect(ratioText(ratio('1234.5'), 'en')).toBe('1,234.5');
    expect(ratioText(ratio('12'), 'en')).toBe('12');
    expect(ratioText(ratio('0.05'), 'en')).toBe('0.05');
  });

  it('writes a fraction in percent, without trailing zeros', () => {
    expect(ratioText(ratio('0.05'), 'en', true)).toBe('5');
    expect(ratioText(ratio('0.050'), 'en', true)).toBe('5');
    expect(ratioText(ratio('0.125'), 'en', true)).toBe('12.5');
    expect(ratioText(ratio('0.0025'), 'vi', true)).toBe('0,25');
    expect(ratioText(ratio('0'), 'en', true)).toBe('0');
    expect(ratioText(ratio('1'), 'en', true)).toBe('100');
    expect(ratioText(ratio('0.10'), 'en', true)).toBe('10');
  });
});
