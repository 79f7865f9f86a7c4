import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { onUnauthorized } from '../data/client';
import { loginPathFor } from '../data/returnPath';
import { useToast } from '../primitives/Toast';

/** HTTP 401 anywhere: the session is already cleared; go to /login and show the server's message. */
export function useUnauthorizedRedirect(): void {
  const { t } = useTranslation('app');
  const [location, navigate] = useLocation();
  const toast = useToast();
  const here = useRef(location);
  here.current = location;
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
