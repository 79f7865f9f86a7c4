import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '../data/address/paths';
import { hasInAppPrevious } from './appHistory';

/**
 * Back to the previous page of the app; to `fallback` (replacing this page) when there is none:
 * the page was opened directly, or from another site in the same tab (Back would leave the app).
 */
export function useGoBack(fallback: string = PATHS.home): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (hasInAppPrevious()) window.history.back();
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
