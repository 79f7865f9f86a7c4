import type { RequestState } from '../../../data/kit/requestState';
import type { RewardRates } from '../shared/teamInfo';
import { useTeamInfo } from '../shared/useTeamInfo';
import { invitationLink } from './invitationLink';

/** What the invitation page shows. */
export type Invitation = {
  /** The merchant's invitation code ('' when the server sent none: nothing to copy or share). */
  code: string;
  /** The registration page with the code on this app's origin; null without a code. */
  link: string | null;
  /** The two reward levels' rates, as the server sets them. */
  rates: RewardRates;
};

/** The invitation code and link (built on `origin`, the app's own) and the reward rates. */
export function useInvitation(origin: string): RequestState<Invitation> {
  const info = useTeamInfo();
  if (info.status !== 'ready') return info;
  const { inviteCode, rates } = info.data;
  return {
    ...info,
    data: { code: inviteCode, link: invitationLink(origin, inviteCode), rates },
  };
}
