import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** Back to the previous page of the app, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback = '/home'): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    const state =
      typeof window !== 'undefined' ? (window.history.state as { idx?: number } | null) : null;
    if (typeof window !== 'undefined' && window.history.length > 1 && state?.idx !== 0) {
      window.history.back();
    } else {
      navigate(fallback, { replace: true });
    }
  }, [navigate, fallback]);
}
