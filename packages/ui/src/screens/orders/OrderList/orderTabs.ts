import type { paths } from '@merchant/api';
import type { OrderRow } from '../shared/orderModel';

/** The server's `status` filter of GET /merchant/order/list (from the contract's enum). */
export type OrderStatusQuery = NonNullable<
  NonNullable<paths['/merchant/order/list']['get']['parameters']['query']>['status']
>;

/** The tabs of the order list, in the order the merchant sees them. */
export const ORDER_TABS = [
  'all',
  'unpaid',
  'awaitingPickup',
  'awaitingShipment',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'refunded',
] as const;

export type OrderTab = (typeof ORDER_TABS)[number];

type TabQuery = {
  /** What the server filters by ("all" is sent explicitly, as the platform's public client does). */
  status: OrderStatusQuery;
  /** What the client must filter out of the server's rows, when the server cannot filter exactly. */
  keep?: (row: OrderRow) => boolean;
};

/**
 * How each tab maps to the server. The contract's `status` enum has "5" for paid but not
 * picked (awaiting pickup) but no value for paid AND picked: "waiting for shipment" asks for
 * status "1" (every paid order) and keeps only the picked ones (`is_pick` 1) on the client.
 * That tab therefore pages through awaiting-pickup rows it does not show, and the server's
 * totals (`total`, `total_price`, `total_profit`) count those rows too, so it hides them.
 */
export const TAB_QUERY: Record<OrderTab, TabQuery> = {
  all: { status: 'all' },
  unpaid: { status: '0' },
  awaitingPickup: { status: '5' },
  awaitingShipment: { status: '1', keep: (row) => row.stage === 'awaitingShipment' },
  shipped: { status: '2' },
  received: { status: '3' },
  completed: { status: '4' },
  cancelled: { status: '-1' },
  refunded: { status: '-2' },
};
