import { useSearchParams } from 'wouter';
import { demoToolsEnabled } from '../../../data/demo';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { depositReturnPath } from '../shared/depositLinks';
import { BankCardRechargeView } from './BankCardRechargeView';
import { useBankCardRecharge } from './useBankCardRecharge';

/** /bankCardRecharge (`?way=manual`, `?redirect=`): a bank-card deposit or a manual transfer. */
export function BankCardRechargeScreen() {
  const [params] = useSearchParams();
  const way = params.get('way') === 'manual' ? 'manual' : 'bank';
  return (
    <BankCardRechargeView
      way={way}
      data={useBankCardRecharge(way)}
      returnTo={depositReturnPath(params.get('redirect'))}
      sandbox={demoToolsEnabled()}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
