import type { RequestState } from '../../../data/kit/requestState';
import { useTeamInfo } from '../shared/useTeamInfo';

/** The referral stats; a count that cannot be read is null ("—"). */
export type CommunityStats = {
  invited: number | null;
  effective: number | null;
  vip: number | null;
  partner: number | null;
};

/** "My community": the invited, effective, VIP and partner counts (team/info). */
export function useMyCommunity(): RequestState<CommunityStats> {
  const info = useTeamInfo();
  if (info.status !== 'ready') return info;
  const { invited, effective, vip, partner } = info.data;
  return { ...info, data: { invited, effective, vip, partner } };
}
