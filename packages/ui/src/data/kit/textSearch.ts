import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The value, once it has stopped changing for `delayMs` (a search box while typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A search box over a search text kept elsewhere (the address). */
export type TextSearch = {
  /** What the box shows. */
  text: string;
  /** Typing: searches after a pause. */
  change: (text: string) => void;
  /** Enter: searches now. */
  submit: () => void;
  /** The clear button. */
  clear: () => void;
};

/**
 * Search over a text kept elsewhere (the address, so Back keeps it): typing applies it after a
 * pause, Enter at once, clear empties it; when the applied text changes from outside (Back,
 * "clear filters") the box follows. Used with the `SearchBox` primitive.
 */
export function useTextSearch(applied: string, apply: (text: string) => void): TextSearch {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (text.trim() !== applied) setText(applied);
  }
  const latest = useRef({ applied, apply });
  latest.current = { applied, apply };
  const typed = useRef(false);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only what was typed searches by itself (not the box following the address).
    if (typed.current && debounced !== latest.current.applied) latest.current.apply(debounced);
  }, [debounced]);

  return {
    text,
    change: (next) => {
      typed.current = true;
      setText(next);
    },
    submit: () => apply(text.trim()),
    clear: () => {
      setText('');
      apply('');
    },
  };
}
