import { useSearchParams } from 'wouter';
import { useGoBack } from '../../../shell/useGoBack';
import { orderIdFromParam } from '../shared/useOrderDetailQuery';
import { LogisticsView } from './LogisticsView';
import { useLogistics } from './useLogistics';

/** /logistics?id=<order_id>: the tracking number and timeline of an order. */
export function LogisticsScreen() {
  const [params] = useSearchParams();
  const id = orderIdFromParam(params.get('id'));
  return (
    <LogisticsView
      state={useLogistics(id)}
      onBack={useGoBack(id ? `/orderDetail?id=${id}` : '/order')}
    />
  );
}
