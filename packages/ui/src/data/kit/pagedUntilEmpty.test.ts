import { describe, expect, it } from 'vitest';
import { pagedUntilEmpty } from './pagedList';

type Page = { count?: unknown; list: number[] };
const shape = pagedUntilEmpty<number, Page>();
const page = (list: number[], count?: unknown) => ({ data: { list, count } as Page });

describe('pagedUntilEmpty', () => {
  it('asks for the next page until a page comes back empty, whatever the count says', () => {
    const first = page([1, 2], 2);
    expect(shape.next(first, [first])).toBe(2);
    // A short page is not the end either: only an empty one is.
    const second = page([3]);
    expect(shape.next(second, [first, second])).toBe(3);
    const empty = page([], 3);
    expect(shape.next(empty, [first, second, empty])).toBeUndefined();
  });

  it('ends on a page it cannot read', () => {
    for (const data of [null, {}, { list: 'x' }, { list: null }]) {
      expect(shape.next({ data: data as never }, [{ data: data as never }])).toBeUndefined();
    }
  });

  it('reads the rows of a page', () => {
    expect(shape.rows({ list: [4, 5] })).toEqual([4, 5]);
  });
});
