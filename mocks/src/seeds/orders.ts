/** The orders slice of each seed: orders of the platform's products, and refunds. */
import { productsFixture } from '../fixtures/catalogue.ts';
import { ordersFixture, refundsFixture } from '../fixtures/orders.ts';
import type { OrdersState } from '../state/orders.ts';
import type { SeedName } from './index.ts';

export function ordersSeed(seed: SeedName): OrdersState {
  if (seed === 'empty') return { orders: [], refunds: [] };
  return { orders: ordersFixture(productsFixture()), refunds: refundsFixture() };
}
