import { describe, expect, it } from 'vitest';
import { formatMoney } from '@merchant/api';
import { parseAlliance } from './allianceModel';

const shop = {
  mer_name: ' Harbour Goods ',
  income: '120.50',
  order_count: 14,
  createtime: '2026-11-02 10:00:00',
};

describe('parseAlliance', () => {
  it('reads the invitation address and the shops of both levels', () => {
    const alliance = parseAlliance({
      url: 'https://demo.example.com/#/register?code=888888',
      list: [shop],
      list2: [],
    });
    expect(alliance.url).toBe('https://demo.example.com/#/register?code=888888');
    expect(alliance.second).toEqual([]);
    const [first] = alliance.first;
    expect(first).toMatchObject({ name: 'Harbour Goods', orders: 14 });
    expect(formatMoney(first!.income!, 'en')).toBe('$120.50');
    expect(first!.joinedAt).toBeInstanceOf(Date);
  });

  it('keys rows without an id by place and content, the same rows the same keys', () => {
    const twice = parseAlliance({ url: '', list: [shop, shop], list2: [] });
    const again = parseAlliance({ url: '', list: [shop, shop], list2: [] });
    expect(twice.first[0]!.key).not.toBe(twice.first[1]!.key);
    expect(again.first.map((s) => s.key)).toEqual(twice.first.map((s) => s.key));
  });

  it('shows nothing to share for an address that is not a web address', () => {
    for (const url of ['', 'javascript:alert(1)', 'register?code=1', 42]) {
      expect(parseAlliance({ url: url as string, list: [], list2: [] }).url).toBeNull();
    }
  });

  it('shows unreadable figures as unavailable, and refuses lists that are not lists', () => {
    const [row] = parseAlliance({
      url: '',
      list: [{ ...shop, income: 'abc', order_count: 'many' as never }],
      list2: [],
    }).first;
    expect(row).toMatchObject({ income: null, orders: null });
    expect(() => parseAlliance({ url: '', list: null as never, list2: [] })).toThrow();
    expect(() => parseAlliance({ url: '', list: [], list2: {} as never })).toThrow();
    expect(() => parseAlliance({ url: '', list: ['x' as never], list2: [] })).toThrow();
  });
});
