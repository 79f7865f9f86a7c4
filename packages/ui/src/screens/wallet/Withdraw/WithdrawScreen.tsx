import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { useWithdraw } from './useWithdraw';
import { WithdrawView } from './WithdrawView';

/** /withdraw: a withdrawal to a bank card or a blockchain address. */
export function WithdrawScreen() {
  return <WithdrawView model={useWithdraw()} onBack={useGoBack(PATHS.my)} />;
}
