/** The orders slice of each seed: orders of the platform's products, and refunds. */
import { productsFixture } from '../fixtures/catalogue.ts';
import { ordersFixture, refundsFixture } from '../fixtures/orders.ts';
import type { OrdersState } from '../state/types.ts';
import type { SeedName } from './names.ts';

/** The number of orders of the `manyOrders` seed. */
export const MANY_ORDERS = 1000;

export function ordersSeed(seed: SeedName): OrdersState {
  if (seed === 'empty') return { orders: [], refunds: [] };
  const count = seed === 'manyOrders' ? MANY_ORDERS : undefined;
  return { orders: ordersFixture(productsFixture(), count), refunds: refundsFixture() };
}
