import { useStatusTab } from '../../../data/address/enumParam';
import { useGoBack } from '../../../shell/useGoBack';
import { RefundListView } from './RefundListView';
import { REFUND_TABS } from './refundModel';
import { useRefundList } from './useRefundList';

/** /refundRequest?status=: the shop's refund orders. */
export function RefundListScreen() {
  const status = useStatusTab(REFUND_TABS);
  return (
    <RefundListView {...status} data={useRefundList(status.tab)} onBack={useGoBack('/home')} />
  );
}
