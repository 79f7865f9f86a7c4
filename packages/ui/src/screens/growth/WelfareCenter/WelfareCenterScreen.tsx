import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { WelfareCenterView } from './WelfareCenterView';
import { useWelfareCenter } from './useWelfareCenter';

/** /welfareCenter: the daily sign-in. */
export function WelfareCenterScreen() {
  const { signIn, ...welfare } = useWelfareCenter();
  return <WelfareCenterView {...welfare} onSignIn={signIn} onBack={useGoBack(PATHS.my)} />;
}
