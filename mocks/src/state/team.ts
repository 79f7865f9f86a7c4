/** Team: the referral team's figures, members and income. */
import type { TeamIncome, TeamInfo, TeamMember } from '../types.ts';

export interface TeamState {
  teamInfo: TeamInfo;
  teamMembers: TeamMember[];
  teamIncome: Record<'today' | 'seven' | 'thirty', TeamIncome>;
}
