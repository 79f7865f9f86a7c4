import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, moneyFromCents, moneyToDecimalString } from '@merchant/api';
import { LANGUAGES } from '../../i18n/languages';
import { amountSeparators, parseAmountInput } from './amountInput';

function read(text: string, language = 'en'): string {
  const result = parseAmountInput(text, language);
  return result.ok ? moneyToDecimalString(result.amount) : result.reason;
}

describe('parseAmountInput', () => {
  it.each([
    ['100', 'en', '100.00'],
    ['0', 'en', '0.00'],
    ['12.5', 'en', '12.50'],
    ['.5', 'en', '0.50'],
    ['12.', 'en', '12.00'],
    ['+12', 'en', '12.00'],
    ['1,234.56', 'en', '1234.56'],
    ['1,234', 'en', '1234.00'],
    ['1,234,567', 'zh-CN', '1234567.00'],
    ['1,000', 'en', '1000.00'],
    ['1,000,005.5', 'en', '1000005.50'],
    ['$1,234.50', 'en', '1234.50'],
    ['US$1,234.50', 'zh-CN', '1234.50'],
    [' 1234.5 ', 'ja', '1234.50'],
    ['\u00a012.50\u00a0USDT', 'en', '12.50'],
    ['1.234,50\u00a0USDT', 'vi', '1234.50'],
    ['¥1,234.50', 'zh-CN', '1234.50'],
    ['CN¥1,234.50', 'en', '1234.50'],
    ['元 1,234.50', 'ja', '1234.50'],
    ['710 CNY', 'ko', '710.00'],
    ['100 50', 'en', 'spaced'],
    ['100\u00a050', 'zh-CN', 'spaced'],
    [' 1 234.5 ', 'ja', 'spaced'],
    ['1 234,5', 'vi', 'spaced'],
    ['12 .50', 'th', 'spaced'],
    ['100 US$ 50', 'en', 'spaced'],
    ['100元50', 'zh-CN', 'spaced'],
    ['- 5', 'en', 'negative'],
    ['１２３．４５', 'zh-CN', '123.45'],
    ['๑๒๓.๔', 'th', '123.40'],
    ['12,5', 'vi', '12.50'],
    ['1.234,5', 'vi', '1234.50'],
    ['1.234', 'vi', '1234.00'],
    ['1.234.567,50\u00a0US$', 'vi', '1234567.50'],
    ['1.234,56', 'en', '1234.56'],
    ['1,234.56', 'vi', '1234.56'],
    ['', 'en', 'empty'],
    ['   ', 'en', 'empty'],
    ['$', 'en', 'empty'],
    ['abc', 'en', 'invalid'],
    ['12a', 'en', 'invalid'],
    ['.', 'en', 'invalid'],
    ['1e5', 'en', 'invalid'],
    ['1.2.3', 'en', 'invalid'],
    ['12,34,56', 'en', 'invalid'],
    ['1,234,56', 'en', 'invalid'],
    ['1,2345,678', 'en', 'invalid'],
    ['1234,567.5', 'en', 'invalid'],
    ['5-', 'en', 'invalid'],
    ['1,23.4', 'en', 'invalid'],
    ['1.2,3.4', 'en', 'invalid'],
    ['1,5', 'en', 'ambiguous'],
    ['0,500', 'en', 'ambiguous'],
    ['1234,567', 'en', 'ambiguous'],
    ['1,2345', 'en', 'ambiguous'],
    ['1.2345', 'vi', 'ambiguous'],
    ['1.5', 'vi', 'ambiguous'],
    ['1.234', 'en', 'tooManyDecimals'],
    ['1,234', 'vi', 'tooManyDecimals'],
    ['0.001', 'zh-CN', 'tooManyDecimals'],
    ['-5', 'en', 'negative'],
    ['−5', 'en', 'negative'],
  ])('%s in %s -> %s', (text, language, expected) => {
    expect(read(text, language)).toBe(expected);
  });

  it.each(LANGUAGES.map((l) => l.code))('knows the separators Intl writes in %s', (language) => {
    const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
    expect(amountSeparators(language)).toEqual({
      decimal: parts.find((p) => p.type === 'decimal')?.value,
      group: parts.find((p) => p.type === 'group')?.value,
    });
  });

  it('takes the separators of the language a stored or browser code stands for', () => {
    expect(amountSeparators('vi-VN')).toEqual({ decimal: ',', group: '.' });
    expect(amountSeparators('en_US')).toEqual({ decimal: '.', group: ',' });
    // An unknown language is simplified Chinese, the default.
    expect(amountSeparators('fr')).toEqual({ decimal: '.', group: ',' });
  });

  const amounts = fc.bigInt({ min: 1n, max: 1_000_000_000n }).map((c) => moneyFromCents(c));

  it.each(LANGUAGES.map((l) => l.code))(
    'reads back any amount formatted in %s (plain number and money)',
    (language) => {
      const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
      fc.assert(
        fc.property(amounts, (amount) => {
          const decimal = moneyToDecimalString(amount) as Intl.StringNumericLiteral;
          const texts = [
            plain.format(decimal),
            formatMoney(amount, language),
            formatMoney(amount, language, 'CNY'),
            formatMoney(amount, language, 'USDT'),
          ];
          for (const text of texts) {
            const result = parseAmountInput(text, language);
            expect(result).toEqual({ ok: true, amount });
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  it.each(LANGUAGES.map((l) => l.code))(
    'refuses a space between two digits in %s, which groups without spaces',
    (language) => {
      expect(amountSeparators(language).group).not.toMatch(/\s/);
      const spaced = fc
        .tuple(fc.stringMatching(/^\d{1,7}$/), fc.stringMatching(/^\d{1,7}$/))
        .chain(([before, after]) =>
          fc
            .constantFrom(' ', '\u00a0', '\u202f', '\u2009', '\u3000')
            .map((space) => `${before}${space}${after}`),
        );
      fc.assert(
        fc.property(spaced, (text) => {
          expect(parseAmountInput(text, language)).toEqual({ ok: false, reason: 'spaced' });
        }),
        { numRuns: 200 },
      );
    },
  );

  it('never throws and never reads a negative amount, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...LANGUAGES.map((l) => l.code)), (text, lang) => {
        const result = parseAmountInput(text, lang);
        if (result.ok) expect(result.amount >= 0n).toBe(true);
      }),
    );
  });
});
