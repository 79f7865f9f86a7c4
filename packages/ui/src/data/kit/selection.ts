import { useCallback, useState, type Key } from 'react';

/** Rows ticked in a list for a batch action, as views see it. */
export type Selection<T, K extends Key = number> = {
  /** The ticked rows that are still shown and selectable, in list order. */
  items: T[];
  /** Their keys. */
  keys: K[];
  /** Whether a row is ticked. */
  has: (key: K) => boolean;
  /** Ticks or unticks one row. */
  toggle: (key: K, checked: boolean) => void;
  /** The "select all" box: true, false, or 'indeterminate' when some are ticked. */
  all: boolean | 'indeterminate';
  /** Ticks every shown selectable row, or none. */
  toggleAll: (checked: boolean) => void;
  /** Unticks some rows (after they were removed or added elsewhere). */
  drop: (keys: readonly K[]) => void;
  /** Unticks everything. */
  clear: () => void;
};

type SelectionOptions<T> = {
  /** Only these rows can be ticked (default: every row). */
  selectable?: (item: T) => boolean;
  /**
   * What the rows are a list of (tab, search, filters): when it changes the selection is
   * emptied, since it belonged to the old list.
   */
  scope?: string;
};

/**
 * The one batch selection over a list's loaded rows: a ticked row that leaves the list (or
 * stops being selectable) leaves the selection too, and a new scope starts empty.
 */
export function useSelection<T, K extends Key = number>(
  items: readonly T[],
  keyOf: (item: T) => K,
  { selectable, scope = '' }: SelectionOptions<T> = {},
): Selection<T, K> {
  const [state, setState] = useState<{ scope: string; keys: ReadonlySet<K> }>(() => ({
    scope,
    keys: new Set(),
  }));
  // A new scope starts empty (and stays so when the old scope comes back).
  if (state.scope !== scope) setState({ scope, keys: new Set() });
  const ticked = state.scope === scope ? state.keys : null;
  const candidates = selectable ? items.filter(selectable) : [...items];
  const chosen = ticked ? candidates.filter((item) => ticked.has(keyOf(item))) : [];

  const update = useCallback(
    (change: (keys: Set<K>) => void) =>
      setState((previous) => {
        const next = new Set(previous.scope === scope ? previous.keys : []);
        change(next);
        return { scope, keys: next };
      }),
    [scope],
  );

  return {
    items: chosen,
    keys: chosen.map(keyOf),
    has: (key) => ticked?.has(key) ?? false,
    toggle: (key, checked) =>
      update((keys) => {
        if (checked) keys.add(key);
        else keys.delete(key);
      }),
    all: chosen.length === 0 ? false : chosen.length === candidates.length ? true : 'indeterminate',
    toggleAll: (checked) =>
      setState({ scope, keys: new Set(checked ? candidates.map(keyOf) : []) }),
    drop: (gone) =>
      update((keys) => {
        for (const key of gone) keys.delete(key);
      }),
    clear: () => setState({ scope, keys: new Set() }),
  };
}
