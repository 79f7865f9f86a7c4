import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { RechargeRecordView } from './RechargeRecordView';
import { recordTabFromParam, useRechargeRecord } from './useRechargeRecord';

/** /rechargeRecord?status=: the merchant's deposits. */
export function RechargeRecordScreen() {
  const [params, setParams] = useSearchParams();
  const tab = recordTabFromParam(params.get('status'));
  return (
    <RechargeRecordView
      tab={tab}
      onTabChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
      data={useRechargeRecord(tab)}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
