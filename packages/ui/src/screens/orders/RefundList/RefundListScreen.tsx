import { useEnumParam } from '../../../data/address/enumParam';
import { useGoBack } from '../../../shell/useGoBack';
import { RefundListView } from './RefundListView';
import { REFUND_TABS } from './refundModel';
import { useRefundList } from './useRefundList';

/** /refundRequest?status=: the shop's refund orders. */
export function RefundListScreen() {
  const [tab, setTab] = useEnumParam('status', REFUND_TABS, 'all');
  return (
    <RefundListView
      tab={tab}
      onTabChange={setTab}
      data={useRefundList(tab)}
      onBack={useGoBack('/home')}
    />
  );
}
