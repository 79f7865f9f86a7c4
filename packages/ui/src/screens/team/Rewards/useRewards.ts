import type { RequestState } from '../../../data/kit/requestState';
import { rewardExample, type RewardExample } from '../shared/rewardExample';
import type { RewardRates, TeamInfo } from '../shared/teamInfo';
import { useTeamInfo } from '../shared/useTeamInfo';

/** What the reward pages show. */
export type Rewards = {
  /** The two levels' rates, as the server sets them. */
  rates: RewardRates;
  /** The merchant's members per level. */
  levelCounts: TeamInfo['levelCounts'];
  /** The worked example (10,000 revenue per shop) at the server's rates, exactly. */
  example: RewardExample;
};

/** The referral rewards: rates and member counts (team/info) and the worked example. */
export function useRewards(): RequestState<Rewards> {
  const info = useTeamInfo();
  if (info.status !== 'ready') return info;
  const { rates, levelCounts } = info.data;
  return { ...info, data: { rates, levelCounts, example: rewardExample(rates) } };
}
