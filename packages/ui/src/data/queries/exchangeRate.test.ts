import { describe, expect, it } from 'vitest';
import { parseExchangeRates } from './exchangeRate';

describe('parseExchangeRates', () => {
  it('reads rate for deposits and extractRate for withdrawals, exactly', () => {
    expect(parseExchangeRates({ rate: '7.20', extractRate: '7.10' })).toEqual({
      deposit: { numerator: 720n, denominator: 100n },
      withdrawal: { numerator: 710n, denominator: 100n },
    });
    expect(parseExchangeRates({ rate: 7.2 })).toEqual({
      deposit: { numerator: 72n, denominator: 10n },
      withdrawal: { numerator: 72n, denominator: 10n },
    });
  });

  it('falls back to rate when extractRate is missing, unreadable or zero', () => {
    for (const extractRate of [undefined, '', 'abc', '0', '-7']) {
      expect(parseExchangeRates({ rate: '7.20', extractRate }).withdrawal).toEqual({
        numerator: 720n,
        denominator: 100n,
      });
    }
  });

  it('refuses an answer without a usable rate (a malformed answer)', () => {
    for (const rate of [undefined, null, '', '0', '0.00', '-7.2', 'seven']) {
      expect(() => parseExchangeRates({ rate } as never)).toThrow();
    }
    expect(() => parseExchangeRates(null as never)).toThrow();
  });
});
