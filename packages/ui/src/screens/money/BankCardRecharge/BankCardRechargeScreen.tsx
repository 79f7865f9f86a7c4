import { useSearchParams } from 'wouter';
import { demoToolsEnabled } from '../../../data/boot/demo';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { depositReturnPath } from '../shared/depositLinks';
import { BankCardRechargeView } from './BankCardRechargeView';
import { useBankCardRecharge } from './useBankCardRecharge';

/** /bankCardRecharge (`?redirect=`): a bank transfer to the platform's account. */
export function BankCardRechargeScreen() {
  const [params] = useSearchParams();
  return (
    <BankCardRechargeView
      model={useBankCardRecharge()}
      returnTo={depositReturnPath(params.get('redirect'))}
      sandbox={demoToolsEnabled()}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
