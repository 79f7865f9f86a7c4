import { describe, expect, it } from 'vitest';
import { teamFiltersFromParams, teamFiltersToParams } from './teamFilters';

describe('team filters', () => {
  it('reads the level and the search from the address', () => {
    expect(teamFiltersFromParams(new URLSearchParams('level=2&search=%20choi%20'))).toEqual({
      level: 2,
      search: 'choi',
    });
  });

  it('falls back to level 1 without a search', () => {
    for (const query of ['', 'level=3', 'level=x', 'level=1.5']) {
      expect(teamFiltersFromParams(new URLSearchParams(query))).toEqual({ level: 1, search: '' });
    }
  });

  it('cuts a search longer than the server takes', () => {
    const long = 'a'.repeat(40);
    expect(teamFiltersFromParams(new URLSearchParams({ search: long })).search).toHaveLength(30);
  });

  it('writes only what differs from the default', () => {
    expect(teamFiltersToParams({ level: 1, search: '' }).toString()).toBe('');
    expect(teamFiltersToParams({ level: 2, search: 'Moon Bakery' }).toString()).toBe(
      'level=2&search=Moon+Bakery',
    );
  });
});
