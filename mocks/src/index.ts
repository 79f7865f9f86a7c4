/**
 * The fake shop platform: handlers for every operation of openapi/merchant.yaml over a
 * stateful, deterministic store. `@merchant/mocks/node` and `@merchant/mocks/browser` hold
 * the msw server and worker (import them by subpath).
 */
export { handlers, operations, BASE } from './handlers/index.ts';
export type { OperationInfo } from './handlers/index.ts';
export {
  answer,
  fail,
  listedOldestFirst,
  lostAnswer,
  notOffered,
  offline,
  record,
  refuse,
  seeds,
  stall,
  unauthorized,
  wholePlatform,
  withSeed,
} from './overrides.ts';
export type { OverrideMethod } from './overrides.ts';
export { SEED_NAMES } from './seeds/index.ts';
export type { SeedName } from './seeds/index.ts';
export { db, resetStore } from './state/store.ts';
export type { State } from './state/store.ts';
export {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_THIRD_IN_REVIEW,
  DEMO_THIRD_NEW,
  DEMO_THIRD_REJECTED,
  DEMO_TOKEN,
} from './fixtures/merchant.ts';
export { UNSAFE_HTML_PRODUCT_ID } from './fixtures/catalogue.ts';
export { CLOCK_START, TODAY } from './fixtures/time.ts';
