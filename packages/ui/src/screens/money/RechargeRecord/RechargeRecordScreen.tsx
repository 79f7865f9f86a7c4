import { useStatusTab } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { RechargeRecordView } from './RechargeRecordView';
import { RECORD_TABS, useRechargeRecord } from './useRechargeRecord';

/** /rechargeRecord?status=: the merchant's deposits. */
export function RechargeRecordScreen() {
  const status = useStatusTab(RECORD_TABS);
  return (
    <RechargeRecordView
      {...status}
      data={useRechargeRecord(status.tab)}
      onBack={useGoBack(PATHS.recharge)}
    />
  );
}
