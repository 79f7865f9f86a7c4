import { useIdParam } from '../../../data/address/ids';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { OrderDetailView } from './OrderDetailView';
import { useOrderDetail } from './useOrderDetail';

/** /orderDetail?id=<order_id>: one order, its money, buyer, shipping and the pick action. */
export function OrderDetailScreen() {
  const model = useOrderDetail(useIdParam());
  return <OrderDetailView model={model} onBack={useGoBack(PATHS.order)} />;
}
