import { describe, expect, it } from 'vitest';
import { maskCardNumber, parseBankCards } from './bankCardModel';

describe('bank card model', () => {
  it('masks a card number to its last four digits', () => {
    expect(maskCardNumber('6222020200112233')).toBe('**** 2233');
    expect(maskCardNumber('6222 0202 0011 2233')).toBe('**** 2233');
    expect(maskCardNumber('1234')).toBe('1234');
  });

  it('parses cards with the default first, and refuses a list that is not one', () => {
    const cards = parseBankCards([
      { id: 1, bank_name: 'A', card_no: '11112222', real_name: 'X', is_default: 0 },
      { id: 2, bank_name: 'B', card_no: '33334444', real_name: 'Y', is_default: 1 },
    ]);
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(() => parseBankCards(null as never)).toThrow();
    expect(() => parseBankCards([{ bank_name: 'A' } as never])).toThrow();
  });
});
