import { useLocation } from 'wouter';
import { $api } from '../../../data/api';
import { useErrorText } from '../../../data/errors';
import type { InviteCodeValues } from './inviteCode.schema';

/** The invitation check: verify_code, then on to /register with the code (and inviter). */
export function useInviteCode(mer: string | null) {
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const verify = $api.useMutation('post', '/merchant/merchant/verify_code');

  const submit = (values: InviteCodeValues) => {
    if (verify.isPending) return;
    const code = values.code.trim();
    verify.mutate(
      { body: mer ? { code, mer } : { code } },
      {
        onSuccess: () => {
          const query = new URLSearchParams({ code });
          if (mer) query.set('mer', mer);
          navigate(`/register?${query.toString()}`);
        },
      },
    );
  };

  return {
    status: verify.isPending ? ('submitting' as const) : ('idle' as const),
    /** The server's refusal (or the network error) of the last attempt. */
    refusal: verify.error ? errorText(verify.error) : null,
    submit,
    /** Forgets the refusal once the code is edited. */
    clearRefusal: () => {
      if (verify.error) verify.reset();
    },
  };
}
