import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { MyView } from './MyView';
import { useMy } from './useMy';

/** The My tab (/my). */
export function MyScreen() {
  const [, navigate] = useLocation();
  const my = useMy(useCallback(() => navigate(PATHS.login, { replace: true }), [navigate]));
  return (
    <MyView
      profile={my.profile}
      languages={my.language.choices}
      language={my.language.current}
      onChooseLanguage={(code) => void my.language.choose(code)}
      payPasswordHref={my.payPasswordHref}
      onLogout={my.onLogout}
    />
  );
}
