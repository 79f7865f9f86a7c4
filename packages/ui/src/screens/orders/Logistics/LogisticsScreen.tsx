import { useIdParam } from '../../../data/address/ids';
import { PATHS, pathTo } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { LogisticsView } from './LogisticsView';
import { useLogistics } from './useLogistics';

/** /logistics?id=<order_id>: the tracking number and timeline of an order. */
export function LogisticsScreen() {
  const id = useIdParam();
  return (
    <LogisticsView
      state={useLogistics(id)}
      onBack={useGoBack(id ? pathTo('orderDetail', { id }) : PATHS.order)}
    />
  );
}
