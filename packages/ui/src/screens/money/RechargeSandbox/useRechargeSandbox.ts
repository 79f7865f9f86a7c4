import { useTranslation } from 'react-i18next';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import type { PagedList } from '../../../data/kit/pagedList';
import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import type { DepositRow } from '../shared/depositModel';
import { useDepositRecords } from '../shared/useDepositRecords';

/** A reviewer's decision on a deposit in review. */
export type ReviewDecision =
  | { deposit: DepositRow; decision: 'approve' }
  | { deposit: DepositRow; decision: 'reject'; note: string };

/** The deposit sandbox's model. */
export type RechargeSandboxModel = {
  /** The merchant's profile: the balance an approval raises. */
  profile: RequestState<MerchantProfile>;
  /** The deposits in review. */
  deposits: PagedList<DepositRow>;
  /** Sends a decision; resolves true when the platform took it. */
  review: (decision: ReviewDecision) => Promise<boolean>;
  /** The decision in flight, or null. */
  reviewing: ReviewDecision | null;
};

/**
 * /test/chongzhi (demo and development builds only): the deposits in review (recharge_log
 * `status` 0) and the demo platform's review call (POST /demo/recharge/review); an approval
 * credits the balance, so the balance, records and bill are refetched.
 */
export function useRechargeSandbox(): RechargeSandboxModel {
  const { t } = useTranslation('common');
  const send = $api.useMutation('post', '/demo/recharge/review');
  const action = useAction(
    (vars: ReviewDecision) =>
      send.mutateAsync({
        body:
          vars.decision === 'approve'
            ? { recharge_id: vars.deposit.id, status: 1 }
            : { recharge_id: vars.deposit.id, status: -1, admin_msg: vars.note },
      }),
    {
      successText: t('action.done'),
      invalidates: 'deposit',
    },
  );
  return {
    profile: useMerchantProfile(),
    deposits: useDepositRecords('review'),
    review: action.run,
    reviewing: action.running,
  };
}
