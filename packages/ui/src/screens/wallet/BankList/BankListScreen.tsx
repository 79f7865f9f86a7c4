import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { BankListView } from './BankListView';
import { useBankList } from './useBankList';

/** /bank/list: the merchant's bank cards. */
export function BankListScreen() {
  return <BankListView model={useBankList()} onBack={useGoBack(PATHS.my)} />;
}
