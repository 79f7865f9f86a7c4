import { useLocation, useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { InviteCodeView } from './InviteCodeView';
import { useInviteCode } from './useInviteCode';

/**
 * /code: checks the invitation code (`code` and `mer` may come in the query); `status` is a
 * third-party identity's shop status from the start-up exchange (-1, 0, -2).
 */
export function InviteCodeScreen() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const invite = useInviteCode(params.get('mer'), params.get('status'));
  return (
    <InviteCodeView
      review={invite.review}
      onRecheck={invite.recheck}
      rechecking={invite.rechecking}
      defaultCode={params.get('code') ?? ''}
      status={invite.status}
      refusal={invite.refusal}
      onSubmit={invite.submit}
      onEdit={invite.clearRefusal}
      onBack={() => navigate(PATHS.login)}
    />
  );
}
