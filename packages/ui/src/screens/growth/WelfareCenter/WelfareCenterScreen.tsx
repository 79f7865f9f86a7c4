import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { WelfareCenterView } from './WelfareCenterView';
import { useWelfareCenter } from './useWelfareCenter';

/** /welfareCenter: the daily sign-in. */
export function WelfareCenterScreen() {
  const welfare = useWelfareCenter();
  return (
    <WelfareCenterView
      sign={welfare.sign}
      signing={welfare.signing}
      signNotOffered={welfare.signNotOffered}
      onSignIn={welfare.signIn}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
