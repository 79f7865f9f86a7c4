import { useSearchParams } from 'wouter';
import { useGoBack } from '../../../shell/useGoBack';
import { orderIdFromParam } from '../shared/useOrderDetailQuery';
import { OrderDetailView } from './OrderDetailView';
import { useOrderDetail } from './useOrderDetail';

/** /orderDetail?id=<order_id>: one order, its money, buyer, shipping and the pick action. */
export function OrderDetailScreen() {
  const [params] = useSearchParams();
  const { state, flow } = useOrderDetail(orderIdFromParam(params.get('id')));
  return <OrderDetailView state={state} flow={flow} onBack={useGoBack('/order')} />;
}
