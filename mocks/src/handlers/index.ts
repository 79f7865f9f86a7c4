/**
 * Every operation of openapi/merchant.yaml as an msw handler, matching any origin: one file
 * per tag of the contract (the `account` tag, the largest, is a folder). `operations` lists
 * them (operationId, method, path) for the conformance test.
 */
import { authHandlers } from './account/auth.ts';
import { payPasswordHandlers } from './account/payPassword.ts';
import { settingsHandlers } from './account/settings.ts';
import { shopHandlers } from './account/shop.ts';
import { uploadHandlers } from './account/upload.ts';
import { demoHandlers } from './demo.ts';
import { homeHandlers } from './home.ts';
import { levelHandlers } from './level.ts';
import { messageHandlers } from './messages.ts';
import { moneyHandlers } from './money.ts';
import { orderHandlers } from './orders.ts';
import { productHandlers } from './products.ts';
import { teamHandlers } from './team.ts';
import { walletHandlers } from './wallet.ts';
import { welfareHandlers } from './welfare.ts';

export const handlers = [
  ...authHandlers,
  ...payPasswordHandlers,
  ...shopHandlers,
  ...settingsHandlers,
  ...uploadHandlers,
  ...homeHandlers,
  ...messageHandlers,
  ...productHandlers,
  ...orderHandlers,
  ...moneyHandlers,
  ...walletHandlers,
  ...levelHandlers,
  ...teamHandlers,
  ...welfareHandlers,
  ...demoHandlers,
];

export { operations, BASE } from './common.ts';
export type { OperationInfo } from './common.ts';
