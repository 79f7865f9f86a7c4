import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@merchant/api';
import { useLocation, useSearch } from 'wouter';
import { apiClient } from '../data/client';
import { useErrorText } from '../data/failure';
import { PATHS } from '../data/paths';
import { LOGIN_PATH, safeReturnPath } from '../data/returnPath';
import { session } from '../data/session';
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
 * SPEC section 2 start-up: an address with `data` exchanges it for a session (third-party
 * login) while a loading indicator shows. Status 0 keeps `data` for registration; a session
 * goes to `path` when it is a page of this app, else /home.
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
    const body = { data: value, code: query.get('code') ?? '', mer: query.get('mer') ?? '' };
    apiClient
      .POST('/merchant/merchant/third', { body })
      .then(({ data: envelope }) => {
        const result = envelope?.data;
        if (result && 'merinfo' in result && typeof result.merinfo?.token === 'string') {
          session.set({ token: result.merinfo.token, merInfo: result.merinfo, data: null });
          navigate(safeReturnPath(query.get('path')), { replace: true });
        } else if (result && 'status' in result && result.status === 0) {
          session.set({ data: value });
          navigate(PATHS.register, { replace: true });
        } else {
          // Neither a session nor "register first" (`data: null`...): a malformed answer.
          throw new ApiError('malformed');
        }
      })
      .catch((error: unknown) => {
        toast.show(errorText(error), { tone: 'error' });
        navigate(LOGIN_PATH, { replace: true });
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
