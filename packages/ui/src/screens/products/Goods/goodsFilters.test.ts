import { describe, expect, it } from 'vitest';
import { goodsFiltersFromParams, goodsFiltersToParams } from './goodsFilters';

describe('goods filters in the address', () => {
  it('round-trips the tab and the search, leaving defaults out', () => {
    const filters = goodsFiltersFromParams(new URLSearchParams('tab=stock&search=%20koala%20'));
    expect(filters).toEqual({ tab: 'stock', title: 'koala' });
    expect(goodsFiltersToParams(filters).toString()).toBe('tab=stock&search=koala');
    expect(goodsFiltersToParams({ tab: 'selling', title: '' }).toString()).toBe('');
  });

  it('falls back to "selling" for an unknown tab', () => {
    expect(goodsFiltersFromParams(new URLSearchParams('tab=deleted')).tab).toBe('selling');
  });
});
