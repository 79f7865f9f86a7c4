import { useOrderDetailQuery, type OrderDetailState } from '../shared/useOrderDetailQuery';
import { usePickFlow, type PickFlowApi } from '../shared/usePickFlow';

/** The order of /orderDetail?id= and its picking flow. */
export function useOrderDetail(id: number | null): { state: OrderDetailState; flow: PickFlowApi } {
  const state = useOrderDetailQuery(id);
  // After a pick the detail query is invalidated by the flow: status and pick time refresh.
  const flow = usePickFlow();
  return { state, flow };
}
