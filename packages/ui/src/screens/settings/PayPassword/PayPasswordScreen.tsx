import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { PayPasswordView } from './PayPasswordView';
import { usePayPassword } from './usePayPassword';

type PayPasswordScreenProps = {
  /** The address that shows it (the title until the profile says whether one is set). */
  page?: 'setPaypwd' | 'changePayPassword';
};

/** /setPaypwd?redirect= and /changePayPassword: the payment password, then back to `redirect`. */
export function PayPasswordScreen({ page = 'setPaypwd' }: PayPasswordScreenProps) {
  const [params] = useSearchParams();
  const pay = usePayPassword(params.get('redirect'), page);
  return (
    <PayPasswordView
      page={page}
      mode={pay.mode}
      onSubmit={pay.submit}
      submitting={pay.submitting}
      failure={pay.failure}
      onBack={useGoBack(PATHS.setting)}
    />
  );
}

/** /changePayPassword: the same page under its "change" title. */
export function ChangePayPasswordScreen() {
  return <PayPasswordScreen page="changePayPassword" />;
}
