import { describe, expect, it } from 'vitest';
import { keyIndex, lookup, pseudoText, pseudoTree, rawKeys, readLocale } from './walk-i18n.ts';

const index = keyIndex([readLocale('zh-CN'), readLocale('en')]);

describe('rawKeys', () => {
  it('finds real keys shown as text, bare or with their namespace', () => {
    expect(rawKeys('list.noMore', index)).toEqual(['list.noMore']);
    expect(rawKeys('Title: common:state.error.title', index)).toEqual(['common:state.error.title']);
    expect(rawKeys('3 orders:list.unknownThing', index)).toEqual(['orders:list.unknownThing']);
  });

  it('finds a key that does not exist in a known group', () => {
    expect(rawKeys('route.notARoute', index)).toEqual(['route.notARoute']);
  });

  it('leaves prose, amounts, versions, addresses and host names alone', () => {
    for (const text of [
      'Pay $1,234.50 now',
      'Version 1.2.3',
      'e.g. a bank card',
      'Time: 12:30',
      'demo@example.com',
      'https://example.com/a.b',
      'See example.com or shop.demo.cn',
      '商品已下架',
    ]) {
      expect(rawKeys(text, index)).toEqual([]);
    }
  });
});

describe('the pseudo-locale', () => {
  it('accents letters and pads the text to about 140 %', () => {
    const text = 'Withdrawal records';
    const pseudo = pseudoText(text);
    expect(pseudo.startsWith('Ŵíŧĥðŕáŵáľ ŕéçöŕðš ')).toBe(true);
    expect(pseudo.length).toBeGreaterThanOrEqual(text.length * 1.4);
    expect(pseudo).not.toMatch(/[a-z]/);
  });

  it('keeps placeholders, nestings and tags as i18next reads them', () => {
    expect(pseudoText('Pay {{amount}} to $t(common:shop)')).toMatch(
      /^Þáý \{\{amount\}\} ŧö \$t\(common:shop\) /,
    );
    expect(pseudoText('<b>{{count}}</b> orders')).toMatch(/^<b>\{\{count\}\}<\/b> öŕðéŕš /);
  });

  it('keeps every key, plural suffixes included', () => {
    const en = readLocale('en');
    const pseudo = pseudoTree(en);
    expect(Object.keys(pseudo)).toEqual(Object.keys(en));
    expect(lookup(pseudo.account, 'my.unread_one')).toBe(
      pseudoText(lookup(en.account, 'my.unread_one') ?? ''),
    );
    expect(lookup(pseudo.app, 'route.home')).toMatch(/^Ĥöɱé /);
  });
});
