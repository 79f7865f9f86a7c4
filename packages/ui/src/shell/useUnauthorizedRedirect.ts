import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { onUnauthorized } from '../data/kit/client';
import { loginPathFor } from '../data/address/returnPath';
import { useToast } from '../primitives/Toast';

/**
 * HTTP 401 anywhere: the session is already cleared; go to /login and show the server's message.
 * The whole address comes back after login, query included (`/bank/add?redirect=/withdraw`).
 */
export function useUnauthorizedRedirect(): void {
  const { t } = useTranslation('app');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const here = useRef(location);
  here.current = search ? `${location}?${search}` : location;
  useEffect(
    () =>
      onUnauthorized((msg) => {
        toast.show(msg || t('error.unauthorized'), { tone: 'error' });
        if (!here.current.startsWith('/login'))
          navigate(loginPathFor(here.current), { replace: true });
      }),
    [navigate, toast, t],
  );
}
