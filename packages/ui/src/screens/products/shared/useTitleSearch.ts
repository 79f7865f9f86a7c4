import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing pauses before a search runs by itself. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Search by title: typing searches after a pause, Enter at once (after that the debounced value
 * takes over again as it catches up), clear empties it. `onChange` runs on each change (the
 * lists clear their selection, which belonged to the old results).
 */
export function useTitleSearch(onChange: () => void) {
  const [searchText, setSearchText] = useState('');
  const [submittedTitle, setSubmittedTitle] = useState<string | null>(null);
  const debouncedTitle = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return {
    /** The title the list is filtered by. */
    title: submittedTitle ?? debouncedTitle,
    searchText,
    /** Typing: searches after a pause. */
    changeSearch(text: string) {
      setSearchText(text);
      setSubmittedTitle(null);
      onChange();
    },
    /** Enter: searches now. */
    submitSearch() {
      setSubmittedTitle(searchText.trim());
      onChange();
    },
    clearSearch() {
      setSearchText('');
      setSubmittedTitle('');
      onChange();
    },
  };
}
