import { useStatusTab } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { useWithdrawRecord, WITHDRAWAL_TABS } from './useWithdrawRecord';
import { WithdrawRecordView } from './WithdrawRecordView';

/** /withdrawRecord?status=: the merchant's withdrawals. */
export function WithdrawRecordScreen() {
  const status = useStatusTab(WITHDRAWAL_TABS);
  return (
    <WithdrawRecordView
      {...status}
      data={useWithdrawRecord(status.tab)}
      onBack={useGoBack(PATHS.withdraw)}
    />
  );
}
