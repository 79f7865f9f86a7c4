import { useEffect } from 'react';

/** The page title follows the route's label in the current language. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
