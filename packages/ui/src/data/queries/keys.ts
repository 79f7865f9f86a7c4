import type { QueryKey } from '@tanstack/react-query';
import type { paths } from '@merchant/api';

/**
 * Query-key prefixes of every entity. openapi-react-query keys are `[method, path, init]`,
 * so a prefix `[method, path]` matches a query whatever its filters and pages.
 */
export function entityKey<P extends keyof paths>(
  path: P,
  method: 'get' | 'post' = 'get',
): QueryKey {
  return [method, path];
}

/** The entities screens read, by name. */
export const keys = {
  merchant: entityKey('/merchant/merchant/getMerInfo'),
  storeSettings: entityKey('/merchant/merchant/store_settings'),
  dashboard: entityKey('/merchant/index/index'),
  salesChart: entityKey('/merchant/index/echart'),
  announcements: entityKey('/merchant/merchant/affiche'),
  notices: entityKey('/merchant/index/notice'),
  languages: entityKey('/merchant/merchant/language_list'),
  hotProducts: entityKey('/merchant/product/hot'),
  categories: entityKey('/merchant/product/category'),
  catalogue: entityKey('/merchant/product/product'),
  shopProducts: entityKey('/merchant/product/manage'),
  productDetail: entityKey('/merchant/product/detail'),
  orders: entityKey('/merchant/order/list'),
  orderDetail: entityKey('/merchant/order/detail'),
  refunds: entityKey('/merchant/merchant/refund_order'),
  depositAccount: entityKey('/merchant/merchant/getBlockchain'),
  exchangeRate: entityKey('/merchant/merchant/getRate'),
  rechargeInfo: entityKey('/merchant/merchant/recharge_info'),
  deposits: entityKey('/merchant/merchant/recharge_log'),
  withdrawInfo: entityKey('/merchant/merchant/extract'),
  withdrawals: entityKey('/merchant/merchant/extract_log'),
  bill: entityKey('/merchant/merchant/bill'),
  financeReport: entityKey('/merchant/merchant/financial_report'),
  bankCards: entityKey('/api/bankcard/getList'),
  levels: entityKey('/merchant/index/level'),
  expressPackages: entityKey('/merchant/index/train'),
  expressPurchases: entityKey('/merchant/index/buy_train_bill'),
  team: entityKey('/merchant/team/info'),
  teamMembers: entityKey('/merchant/team/members'),
  teamIncome: entityKey('/merchant/team/income'),
  signIn: entityKey('/merchant/welfare/sign_info'),
  donations: entityKey('/merchant/donation/rank'),
  about: entityKey('/new/api/about/get', 'post'),
} as const;

/** An entity's name. */
export type EntityName = keyof typeof keys;
