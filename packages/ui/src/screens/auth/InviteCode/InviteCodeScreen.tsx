import { useLocation, useSearchParams } from 'wouter';
import { LOGIN_PATH } from '../../../data/returnPath';
import { InviteCodeView } from './InviteCodeView';
import { useInviteCode } from './useInviteCode';

/** /code: checks the invitation code (`code` and `mer` may come in the query). */
export function InviteCodeScreen() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const invite = useInviteCode(params.get('mer'));
  return (
    <InviteCodeView
      defaultCode={params.get('code') ?? ''}
      status={invite.status}
      refusal={invite.refusal}
      onSubmit={invite.submit}
      onEdit={invite.clearRefusal}
      onBack={() => navigate(LOGIN_PATH)}
    />
  );
}
