import { createContext, useContext } from 'react';

/**
 * False inside a page the app keeps drawn but hidden (a tab page another tab is in front of:
 * apps/merchant/src/TabPages.tsx). What follows the window while a page is shown (a long list's
 * virtualizer) rests while it is hidden. True everywhere else.
 */
export const PageShownContext = createContext(true);

/** Whether the page this component is on is the one shown. */
export function usePageShown(): boolean {
  return useContext(PageShownContext);
}
