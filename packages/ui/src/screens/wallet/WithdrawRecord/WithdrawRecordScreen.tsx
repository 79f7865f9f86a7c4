import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { useWithdrawRecord } from './useWithdrawRecord';
import { WithdrawRecordView } from './WithdrawRecordView';

/** /withdrawRecord: the merchant's withdrawals. */
export function WithdrawRecordScreen() {
  return <WithdrawRecordView data={useWithdrawRecord()} onBack={useGoBack(PATHS.withdraw)} />;
}
