import { describe, expect, it } from 'vitest';
import {
  catalogueFiltersFromParams,
  catalogueFiltersToParams,
  isFiltered,
} from './catalogueFilters';

const read = (query: string) => catalogueFiltersFromParams(new URLSearchParams(query));

describe('catalogue filters in the address', () => {
  it('round-trips category, search and price range', () => {
    const filters = read('category=3&search=camera&min=100&max=150.5');
    expect(filters).toEqual({
      categoryId: 3,
      title: 'camera',
      price: { min_price: '100.00', max_price: '150.50' },
    });
    expect(catalogueFiltersToParams(filters).toString()).toBe(
      'category=3&search=camera&min=100.00&max=150.50',
    );
    expect(isFiltered(filters)).toBe(true);
  });

  it('ignores what is not a filter: bad ids, bad or inverted price ranges', () => {
    expect(read('category=abc&min=-5&max=x')).toEqual({ categoryId: null, title: '', price: {} });
    expect(read('min=50&max=10').price).toEqual({});
    expect(isFiltered(read(''))).toBe(false);
    expect(catalogueFiltersToParams(read('')).toString()).toBe('');
  });
});
