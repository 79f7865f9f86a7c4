import { useLocation } from 'wouter';
import { useAction } from '../../../data/action';
import { $api } from '../../../data/api';
import { pathTo } from '../../../data/paths';
import type { InviteCodeValues } from './inviteCode.schema';

/** What the invitation page needs. */
export type InviteCodeModel = {
  /** 'submitting' while the code is checked. */
  status: 'idle' | 'submitting';
  /** The server's refusal (or the network error) of the last attempt, shown under the field. */
  refusal: string | null;
  /** Checks the code (a second call while one is in flight does nothing). */
  submit: (values: InviteCodeValues) => void;
  /** Forgets the refusal once the code is edited. */
  clearRefusal: () => void;
};

/** The invitation check: verify_code, then on to /register with the code (and inviter). */
export function useInviteCode(mer: string | null): InviteCodeModel {
  const [, navigate] = useLocation();
  const verify = $api.useMutation('post', '/merchant/merchant/verify_code');
  const check = useAction(
    async (code: string) => {
      await verify.mutateAsync({ body: mer ? { code, mer } : { code } });
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

  return {
    status: check.busy ? 'submitting' : 'idle',
    refusal: check.failureText,
    submit: (values) => void check.run(values.code.trim()),
    clearRefusal: () => {
      if (check.failure) check.reset();
    },
  };
}
