import { Redirect, useSearchParams } from 'wouter';
import { demoAccount, type DemoAccount } from '../../../data/boot/demo';
import { LoginView } from './LoginView';
import { useLogin } from './useLogin';

type LoginScreenProps = {
  /** The demo account to offer (default: this build's `demoAccount()`; null for none). */
  demo?: DemoAccount | null;
};

/**
 * /login: logs in and returns to the `redirect` query parameter (or /home). A merchant who is
 * already logged in goes there at once, replacing /login in the history.
 */
export function LoginScreen({ demo = demoAccount() }: LoginScreenProps) {
  const [params] = useSearchParams();
  const login = useLogin(params.get('redirect'));
  if (login.loggedInTarget) return <Redirect to={login.loggedInTarget} replace />;
  return (
    <LoginView
      defaultAccount={login.defaultAccount}
      status={login.status}
      onSubmit={login.submit}
      languages={login.languages}
      language={login.language}
      onLanguageChange={login.chooseLanguage}
      demo={demo}
    />
  );
}
