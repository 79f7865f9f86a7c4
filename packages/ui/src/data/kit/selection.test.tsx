// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './selection';

type Row = { id: number; open: boolean };
const rows: Row[] = [
  { id: 1, open: true },
  { id: 2, open: false },
  { id: 3, open: true },
];

function setup(initial: { items: Row[]; scope: string }) {
  return renderHook(
    ({ items, scope }) =>
      useSelection(items, (row) => row.id, { scope, selectable: (r) => r.open }),
    { initialProps: initial },
  );
}

describe('useSelection', () => {
  it('ticks rows, knows "all" and "some", and ignores rows that cannot be selected', () => {
    const { result } = setup({ items: rows, scope: 'a' });
    expect(result.current.all).toBe(false);
    act(() => result.current.toggle(1, true));
    expect(result.current.keys).toEqual([1]);
    expect(result.current.all).toBe('indeterminate');
    act(() => result.current.toggleAll(true));
    expect(result.current.keys).toEqual([1, 3]);
    expect(result.current.all).toBe(true);
    act(() => result.current.toggle(2, true));
    expect(result.current.has(2)).toBe(true);
    expect(result.current.keys).toEqual([1, 3]);
  });

  it('forgets rows that left the list, dropped rows, and everything on a new scope', () => {
    const { result, rerender } = setup({ items: rows, scope: 'a' });
    act(() => result.current.toggleAll(true));
    rerender({ items: rows.filter((row) => row.id !== 3), scope: 'a' });
    expect(result.current.keys).toEqual([1]);
    rerender({ items: rows, scope: 'a' });
    act(() => result.current.drop([3]));
    expect(result.current.keys).toEqual([1]);
    rerender({ items: rows, scope: 'b' });
    expect(result.current.keys).toEqual([]);
    // Coming back to the first scope does not bring its old selection back.
    rerender({ items: rows, scope: 'a' });
    expect(result.current.keys).toEqual([]);
  });
});
