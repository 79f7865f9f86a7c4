import { useLocation } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { ForgotPasswordView } from './ForgotPasswordView';
import { useForgotPassword } from './useForgotPassword';

/** /forgetPwd: resets the login password, then back to /login. */
export function ForgotPasswordScreen() {
  const [, navigate] = useLocation();
  const reset = useForgotPassword();
  return (
    <ForgotPasswordView
      defaultPhone={reset.defaultPhone}
      status={reset.status}
      onSubmit={reset.submit}
      onBack={() => navigate(PATHS.login)}
    />
  );
}
