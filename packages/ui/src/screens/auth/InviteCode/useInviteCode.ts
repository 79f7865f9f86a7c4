import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { PATHS, pathTo } from '../../../data/address/paths';
import { openingSoon, pageCodeOrTimeout } from '../../../data/address/pageAhead';
import { useSessionValue } from '../../../data/boot/session';
import {
  exchangeThird,
  parseThirdStatus,
  thirdStatusParam,
  type ThirdStatus,
} from '../../../data/boot/thirdLogin';
import type { InviteCodeValues } from './inviteCode.schema';

/** What the invitation page needs. */
export type InviteCodeModel = {
  /**
   * Where a third-party identity's shop stands (from the start-up exchange): not registered
   * (the code form, then registration), in review or rejected (a status page, no form); null
   * when the page was opened from the login page.
   */
  review: ThirdStatus | null;
  /** 'submitting' while the code is checked. */
  status: 'idle' | 'submitting';
  /** The server's refusal (or the network error) of the last attempt, shown under the field. */
  refusal: string | null;
  /** Checks the code (a second call while one is in flight does nothing). */
  submit: (values: InviteCodeValues) => void;
  /** Forgets the refusal once the code is edited. */
  clearRefusal: () => void;
  /** Asks the platform again about a shop in review (null: nothing to ask with). */
  recheck: (() => void) | null;
  /** True while asking again. */
  rechecking: boolean;
};

/**
 * The invitation page. The check: verify_code with the code (as the platform's public client
 * sends it), then on to /register with the code (and inviter). A third-party identity whose
 * shop is in review asks the exchange again with the kept `data`: the session once approved,
 * else its status as it stands.
 */
export function useInviteCode(mer: string | null, statusParam: string | null): InviteCodeModel {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const thirdData = useSessionValue('data');
  const review = parseThirdStatus(statusParam);
  const verify = $api.useMutation('post', '/merchant/merchant/verify_code');
  const check = useAction(
    async (code: string) => {
      // The registration form loads while the code is checked, and opens once it is there.
      const ready = openingSoon(PATHS.register);
      await verify.mutateAsync({ body: { code } });
      await pageCodeOrTimeout(ready);
      // No toast for an accepted code: the registration form opening is the answer.
      return undefined;
    },
    {
      successText: null,
      // The refusal shows under the field, where the code is typed again.
      toastFailure: false,
      onSuccess: (_answer, code) => navigate(pathTo('register', { code, mer })),
    },
  );
  const ask = useAction(
    async (data: string) => {
      const outcome = await exchangeThird(data);
      const still = outcome.kind === 'status' && outcome.status === 'pending';
      return { outcome, msg: still ? t('invite.status.pending.still') : null };
    },
    {
      successText: null,
      onSuccess: ({ outcome }) => {
        if (outcome.kind === 'session') navigate(PATHS.home, { replace: true });
        else if (outcome.status !== 'pending') {
          navigate(pathTo('code', { status: thirdStatusParam(outcome.status), mer }), {
            replace: true,
          });
        }
      },
    },
  );

  return {
    review,
    status: check.busy ? 'submitting' : 'idle',
    refusal: check.failureText,
    submit: (values) => void check.run(values.code.trim()),
    clearRefusal: () => {
      if (check.failure) check.reset();
    },
    recheck: review === 'pending' && thirdData ? () => void ask.run(thirdData) : null,
    rechecking: ask.busy,
  };
}
