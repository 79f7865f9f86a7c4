import { useEnumParam } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { useWithdrawRecord, WITHDRAWAL_TABS } from './useWithdrawRecord';
import { WithdrawRecordView } from './WithdrawRecordView';

/** /withdrawRecord?status=: the merchant's withdrawals. */
export function WithdrawRecordScreen() {
  const [tab, setTab] = useEnumParam('status', WITHDRAWAL_TABS, 'all');
  return (
    <WithdrawRecordView
      tab={tab}
      onTabChange={setTab}
      data={useWithdrawRecord(tab)}
      onBack={useGoBack(PATHS.withdraw)}
    />
  );
}
