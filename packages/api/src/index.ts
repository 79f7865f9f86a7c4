export { ApiError, isApiError, type ApiErrorDetails, type ApiErrorKind } from './errors';
export {
  REQUEST_TIMEOUT_MS,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type Envelope,
} from './client';
export type { SendUpload, UploadOptions } from './upload';
export {
  BLOCKCHAIN_FEE_FIXED,
  BLOCKCHAIN_FEE_RATE_PERCENT,
  ZERO,
  addMoney,
  blockchainWithdrawalFee,
  compareMoney,
  divideByRatio,
  formatMoney,
  fractionWithdrawalFee,
  isPositive,
  isZero,
  moneyFromCents,
  moneyToDecimalString,
  multiplyByRatio,
  parseMoney,
  parseRatio,
  percentOf,
  statedWithdrawalFee,
  subMoney,
  sumMoney,
  type Money,
  type Ratio,
} from './money';
export { ASSUMED_OPERATIONS, isAssumedOperation, type GradedOperation } from './grades';
export { formatDate, formatDateTime, parseServerTime } from './dates';
export {
  createSessionStore,
  type MerchantInfo,
  type Session,
  type SessionStorageLike,
  type SessionStore,
} from './session';
export type { paths, components, operations } from './schema.gen';
