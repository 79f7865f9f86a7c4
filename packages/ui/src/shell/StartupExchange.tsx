import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useErrorText } from '../data/kit/failure';
import { PATHS, pathTo } from '../data/address/paths';
import { openingSoon, pageCodeOrTimeout } from '../data/address/pageAhead';
import { safeReturnPath } from '../data/address/returnPath';
import { exchangeThird, thirdStatusParam } from '../data/boot/thirdLogin';
import { Spinner } from '../primitives/Spinner';
import { useToast } from '../primitives/Toast';
import { tokens } from '../theme/cssTokens';

type StartupExchangeProps = {
  /** The app, shown once no exchange is running. */
  children: ReactNode;
};

const Loading = styled.div`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.md};
  color: ${tokens.colors.textSecondary};
`;

/**
 * Start-up: an address with `data` exchanges it for a session (third-party login) while a
 * loading indicator shows. A session goes to `path` when it is a page of this app, else /home.
 * No session keeps `data` and shows the invitation page with the identity's shop status (not
 * registered: the invitation code, then registration; in review; rejected).
 */
export function StartupExchange({ children }: StartupExchangeProps) {
  const { t } = useTranslation('app');
  const search = useSearch();
  const [, navigate] = useLocation();
  const toast = useToast();
  const errorText = useErrorText();
  const params = new URLSearchParams(search);
  const data = params.get('data');
  const [running, setRunning] = useState(Boolean(data));
  const started = useRef<string | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const value = query.get('data');
    // Runs once per address, also under StrictMode's double effects.
    if (!value || started.current === value) return;
    started.current = value;
    setRunning(true);
    // The page a session opens loads while the exchange is on its way (its reads once the
    // session is there), and opens once its code is there, as after a login.
    const target = safeReturnPath(query.get('path'));
    const ready = openingSoon(target);
    exchangeThird(value, query.get('code') ?? '', query.get('mer') ?? '')
      .then(async (outcome) => {
        if (outcome.kind === 'session') {
          void openingSoon(target);
          await pageCodeOrTimeout(ready);
          navigate(target, { replace: true });
        } else {
          const status = thirdStatusParam(outcome.status);
          navigate(pathTo('code', { status, mer: query.get('mer') }), { replace: true });
        }
      })
      .catch((error: unknown) => {
        toast.show(errorText(error), { tone: 'error' });
        navigate(PATHS.login, { replace: true });
      })
      .finally(() => setRunning(false));
  }, [search, navigate, toast, errorText]);

  if (running) {
    return (
      <Loading role="status" aria-live="polite">
        <Spinner size={32} />
        <span>{t('shell.startup.loading')}</span>
      </Loading>
    );
  }
  return children;
}
