/** The team slice of each seed. */
import { teamIncomeFixture, teamInfoFixture, teamMembersFixture } from '../fixtures/growth.ts';
import type { TeamState } from '../state/types.ts';
import type { TeamIncome } from '../types.ts';
import type { SeedName } from './names.ts';

const noIncome = (): TeamIncome => ({ task: 0, shop: 0, community: 0, other: 0 });

export function teamSeed(seed: SeedName): TeamState {
  if (seed !== 'empty') {
    return {
      teamInfo: teamInfoFixture(),
      teamMembers: teamMembersFixture(),
      teamIncome: teamIncomeFixture(),
    };
  }
  return {
    // The reward rates are the platform's configuration: an empty team still has them.
    teamInfo: {
      ...teamInfoFixture(),
      team_total: 0,
      revenueCents: 0,
      invited: 0,
      effective: 0,
      vip: 0,
      partner: 0,
    },
    teamMembers: [],
    teamIncome: { today: noIncome(), seven: noIncome(), thirty: noIncome() },
  };
}
