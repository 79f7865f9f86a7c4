import { useSearchParams } from 'wouter';
import { useGoBack } from '../../../shell/useGoBack';
import { RefundListView } from './RefundListView';
import { refundTabFromParam } from './refundModel';
import { useRefundList } from './useRefundList';

/** /refundRequest?status=: the shop's refund orders. */
export function RefundListScreen() {
  const [params, setParams] = useSearchParams();
  const tab = refundTabFromParam(params.get('status'));
  return (
    <RefundListView
      tab={tab}
      onTabChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
      data={useRefundList(tab)}
      onBack={useGoBack('/home')}
    />
  );
}
