/** The names of the fake platform's starting states (`resetStore(name)`). */
export const SEED_NAMES = [
  'default',
  'empty',
  'closedShop',
  'noPayPassword',
  'lowBalance',
  'noDepositSetup',
  'manyOrders',
  'popupNotices',
] as const;

/**
 * - `default`: the rich demo shop.
 * - `empty`: every list empty (orders, products, catalogue, money records, messages, team...),
 *   balance 0, no express-lane package on offer; configuration lists (languages, levels,
 *   categories, deposit accounts) stay; the merchant exists and is logged in.
 * - `closedShop`: the default shop with merchant `status` 0 (picking is refused).
 * - `noPayPassword`: the default shop without a payment password (`have_pay` 0).
 * - `lowBalance`: the default shop with 3.50 balance, less than any order's total cost.
 * - `noDepositSetup`: the default shop on a platform that has set up no deposit channel and no
 *   receiving bank account (no blockchain, bank-card or manual deposit is possible).
 * - `manyOrders`: the default shop after years of trading: 1,000 orders (`MANY_ORDERS`), the
 *   demo's plan repeated two a day further back in time; for the long-list benchmark
 *   (`node mocks/src/serve.ts --seed manyOrders`).
 * - `popupNotices`: the default shop on a platform with a notice to pop up on home (tanNotice);
 *   the other seeds have none, as a pop-up over home would stop everything else there.
 */
export type SeedName = (typeof SEED_NAMES)[number];
