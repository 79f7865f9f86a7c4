import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { useWithdrawRecord, withdrawalTabFromParam } from './useWithdrawRecord';
import { WithdrawRecordView } from './WithdrawRecordView';

/** /withdrawRecord?status=: the merchant's withdrawals. */
export function WithdrawRecordScreen() {
  const [params, setParams] = useSearchParams();
  const tab = withdrawalTabFromParam(params.get('status'));
  return (
    <WithdrawRecordView
      tab={tab}
      onTabChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
      data={useWithdrawRecord(tab)}
      onBack={useGoBack(PATHS.withdraw)}
    />
  );
}
