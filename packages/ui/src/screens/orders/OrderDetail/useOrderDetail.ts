import type { RequestState } from '../../../data/kit/requestState';
import type { OrderDetailData } from '../shared/orderModel';
import { useOrderDetailQuery } from '../shared/useOrderDetailQuery';
import { usePickFlow, type PickFlowModel } from '../shared/usePickFlow';

/** What the order detail view needs. */
export type OrderDetailModel = {
  /** The order, or why it is not shown. */
  state: RequestState<OrderDetailData>;
  /** The picking flow (used when the order awaits pickup). */
  flow: PickFlowModel;
  /** The order can be picked now: it awaits pickup and the shop is open. */
  canPick: boolean;
  /** It awaits pickup but the shop is closed: the shop-closed notice is shown. */
  blockedByClosedShop: boolean;
};

/** The order of /orderDetail?id= and its picking flow. */
export function useOrderDetail(id: number | null): OrderDetailModel {
  const state = useOrderDetailQuery(id);
  // After a pick the detail query is invalidated by the flow: status and pick time refresh.
  const flow = usePickFlow();
  const awaiting = state.status === 'ready' && state.data.stage === 'awaitingPickup';
  return {
    state,
    flow,
    canPick: awaiting && !flow.shopClosed,
    blockedByClosedShop: awaiting && flow.shopClosed,
  };
}
