import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { BankAddView } from './BankAddView';
import { useBankAdd } from './useBankAdd';

/** /bank/add?redirect=: adds a bank card, then back to `redirect` (a page of the app) or the list. */
export function BankAddScreen() {
  const [params] = useSearchParams();
  return (
    <BankAddView model={useBankAdd(params.get('redirect'))} onBack={useGoBack(PATHS.bankList)} />
  );
}
