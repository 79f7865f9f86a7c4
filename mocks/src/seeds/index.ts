/**
 * The named starting states of the fake platform. Each domain seeds its own slice
 * (`seeds/money.ts`...); `seedState` puts the slices together and starts the id counters
 * after the seeded records.
 */
import { CLOCK_START, toUnix } from '../fixtures/time.ts';
import type { State } from '../state/types.ts';
import { accountSeed } from './account.ts';
import { homeSeed } from './home.ts';
import { levelSeed } from './level.ts';
import { messagesSeed } from './messages.ts';
import { moneySeed } from './money.ts';
import type { SeedName } from './names.ts';
import { ordersSeed } from './orders.ts';
import { productsSeed } from './products.ts';
import { teamSeed } from './team.ts';
import { welfareSeed } from './welfare.ts';

export { SEED_NAMES, type SeedName } from './names.ts';

function nextAfter(ids: number[], floor: number): number {
  return Math.max(floor, ...ids) + 1;
}

/** A fresh state for a seed: nothing in it is shared with an earlier one. */
export function seedState(seed: SeedName): State {
  const account = accountSeed(seed);
  const products = productsSeed(seed);
  const orders = ordersSeed(seed);
  const level = levelSeed(seed);
  const money = moneySeed(seed, {
    balanceCents: account.merchant.balanceCents,
    orders: orders.orders,
    purchases: level.expressPurchases,
    packages: level.expressPackages,
  });
  return {
    seed,
    clock: toUnix(CLOCK_START),
    nextId: {
      order: nextAfter(
        orders.orders.map((o) => o.order_id),
        1000,
      ),
      bill: nextAfter(
        money.bill.map((b) => b.id),
        400,
      ),
      extract: nextAfter(
        money.extracts.map((e) => e.extract_id),
        100,
      ),
      recharge: nextAfter(
        money.recharges.map((r) => r.recharge_id),
        200,
      ),
      bankCard: nextAfter(
        money.bankCards.map((c) => c.id),
        0,
      ),
      shopProduct: nextAfter(
        products.shopProducts.map((s) => s.id),
        0,
      ),
      purchase: nextAfter(
        level.expressPurchases.map((p) => p.id),
        0,
      ),
      upload: 1,
      feedback: 1,
    },
    ...account,
    ...homeSeed(seed),
    ...messagesSeed(seed),
    ...products,
    ...orders,
    ...money,
    ...level,
    ...teamSeed(seed),
    ...welfareSeed(seed),
  };
}
