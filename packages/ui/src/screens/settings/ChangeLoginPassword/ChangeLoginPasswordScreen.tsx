import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { ChangeLoginPasswordView } from './ChangeLoginPasswordView';
import { useChangeLoginPassword } from './useChangeLoginPassword';

/** /changeLoginPassword: a new login password, then log in again. */
export function ChangeLoginPasswordScreen() {
  const change = useChangeLoginPassword();
  return (
    <ChangeLoginPasswordView
      onSubmit={change.submit}
      submitting={change.submitting}
      failure={change.failure}
      onBack={useGoBack(PATHS.setting)}
    />
  );
}
