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

/** The id after the highest `key` of `rows` and after `floor` (ids start above it). */
function nextAfter<K extends string>(rows: Record<K, number>[], key: K, floor = 0): number {
  return Math.max(floor, ...rows.map((row) => row[key])) + 1;
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
      order: nextAfter(orders.orders, 'order_id', 1000),
      bill: nextAfter(money.bill, 'id', 400),
      extract: nextAfter(money.extracts, 'extract_id', 100),
      recharge: nextAfter(money.recharges, 'recharge_id', 200),
      bankCard: nextAfter(money.bankCards, 'id'),
      shopProduct: nextAfter(products.shopProducts, 'id'),
      purchase: nextAfter(level.expressPurchases, 'id'),
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
