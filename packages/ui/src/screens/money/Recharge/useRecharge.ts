import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import type { DepositRow } from '../shared/depositModel';
import { useLatestDeposits } from '../shared/useDepositRecords';

/** Deposit records shown on the deposit page (the rest are on /rechargeRecord). */
export const LATEST_DEPOSITS = 3;

/** The deposit page's model. */
export type RechargeModel = {
  /** The merchant's profile: the balance. */
  profile: RequestState<MerchantProfile>;
  /** The newest deposits ('empty' when there is none). */
  latest: RequestState<DepositRow[]>;
};

/** /recharge: the balance (getMerInfo) and the first records of recharge_log. */
export function useRecharge(): RechargeModel {
  return { profile: useMerchantProfile(), latest: useLatestDeposits(LATEST_DEPOSITS) };
}
