/**
 * Every operation of openapi/merchant.yaml as an msw handler, matching any origin.
 * `operations` lists them (operationId, method, path) for the conformance test.
 */
import { accountHandlers } from './account.ts';
import { homeHandlers } from './home.ts';
import { growthHandlers } from './growth.ts';
import { moneyHandlers } from './money.ts';
import { orderHandlers } from './orders.ts';
import { productHandlers } from './products.ts';

export const handlers = [
  ...accountHandlers,
  ...homeHandlers,
  ...productHandlers,
  ...orderHandlers,
  ...moneyHandlers,
  ...growthHandlers,
];

export { operations, BASE } from './common.ts';
export type { OperationInfo } from './common.ts';
