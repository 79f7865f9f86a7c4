import { useEnumParam } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { RechargeRecordView } from './RechargeRecordView';
import { RECORD_TABS, useRechargeRecord } from './useRechargeRecord';

/** /rechargeRecord?status=: the merchant's deposits. */
export function RechargeRecordScreen() {
  const [tab, setTab] = useEnumParam('status', RECORD_TABS, 'all');
  return (
    <RechargeRecordView
      tab={tab}
      onTabChange={setTab}
      data={useRechargeRecord(tab)}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
