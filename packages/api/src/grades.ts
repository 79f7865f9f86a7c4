import type { paths } from './schema.gen';

/** One operation of the contract, by the method and the path the client calls. */
export interface GradedOperation {
  /** The contract's operationId. */
  operationId: string;
  /** The HTTP method, upper case. */
  method: 'GET' | 'POST';
  /** The path as the contract writes it. */
  path: keyof paths;
}

/**
 * The operations the contract grades `x-grade: assumed`: the platform's public client never
 * makes them, so a real deployment may not have them at all. The unit test keeps this list equal
 * to the contract's marks.
 */
export const ASSUMED_OPERATIONS: readonly GradedOperation[] = [
  { operationId: 'saveSocialLinks', method: 'POST', path: '/merchant/merchant/profile' },
  { operationId: 'getStoreSettings', method: 'GET', path: '/merchant/merchant/store_settings' },
  { operationId: 'saveFeedback', method: 'POST', path: '/merchant/merchant/feedbackSave' },
  { operationId: 'getAbout', method: 'POST', path: '/new/api/about/get' },
  { operationId: 'addAllHotProducts', method: 'POST', path: '/merchant/product/addAllHot' },
  { operationId: 'getDepositAddress', method: 'POST', path: '/new/api/mer/getAddress' },
  { operationId: 'getRechargeInfo', method: 'GET', path: '/merchant/merchant/recharge_info' },
  { operationId: 'listBankCards', method: 'GET', path: '/api/bankcard/getList' },
  { operationId: 'addBankCard', method: 'POST', path: '/api/bankcard/add' },
  { operationId: 'deleteBankCard', method: 'POST', path: '/api/bankcard/del' },
  { operationId: 'setDefaultBankCard', method: 'POST', path: '/api/bankcard/setDefault' },
  { operationId: 'downloadBankCardQrcode', method: 'GET', path: '/api/bankcard/downloadQrcode' },
  { operationId: 'upgradeLevel', method: 'POST', path: '/merchant/index/upgrade' },
  { operationId: 'getTeamInfo', method: 'GET', path: '/merchant/team/info' },
  { operationId: 'listTeamMembers', method: 'GET', path: '/merchant/team/members' },
  { operationId: 'getTeamIncome', method: 'GET', path: '/merchant/team/income' },
  { operationId: 'getSignInfo', method: 'GET', path: '/merchant/welfare/sign_info' },
  { operationId: 'signIn', method: 'POST', path: '/merchant/welfare/sign' },
  { operationId: 'listDonations', method: 'GET', path: '/merchant/donation/rank' },
  { operationId: 'donate', method: 'POST', path: '/merchant/donation/donate' },
];

const assumed = new Set(ASSUMED_OPERATIONS.map(({ method, path }) => `${method} ${path}`));

/** True when the contract grades the operation at `method` + `path` (its template) as assumed. */
export function isAssumedOperation(method: string, path: string): boolean {
  return assumed.has(`${method.toUpperCase()} ${path}`);
}
