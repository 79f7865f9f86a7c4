/** Orders: the shop's orders (with their logistics) and refund requests. */
import type { Order, Refund } from '../types.ts';

export interface OrdersState {
  orders: Order[];
  refunds: Refund[];
}
