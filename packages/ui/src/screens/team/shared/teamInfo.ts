import type { Money, components } from '@merchant/api';
import {
  readCount,
  readMoney,
  readPercent,
  readRecord,
  readText,
  type Percent,
} from '../../../data/kit/read';

type WireTeamInfo = components['schemas']['TeamInfo'];

/** The referral team's overview (GET /merchant/team/info), parsed once; unreadable figures are null. */
export type TeamInfo = {
  /** The merchant's invitation code ('' when the server sent none). */
  inviteCode: string;
  /** Members of both levels. */
  teamTotal: number | null;
  /** The team's revenue. */
  revenue: Money | null;
  /** Referral stats: invited, effective, VIP and partner counts. */
  invited: number | null;
  effective: number | null;
  vip: number | null;
  partner: number | null;
  /** Members per level. */
  levelCounts: { 1: number | null; 2: number | null };
  /** The reward of each level in percent of a referred shop's revenue, as the server sets it. */
  rates: RewardRates;
};

/** The two referral reward rates; null when the server's rate cannot be read. */
export type RewardRates = { 1: Percent | null; 2: Percent | null };

/** The two referral levels. */
export const TEAM_LEVELS = [1, 2] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];

/** team/info's data -> the overview (a missing record is a malformed answer). */
export function parseTeamInfo(data: WireTeamInfo): TeamInfo {
  const info = readRecord(data);
  return {
    inviteCode: readText(info.invite_code).trim(),
    teamTotal: readCount(info.team_total),
    revenue: readMoney(info.revenue),
    invited: readCount(info.invited),
    effective: readCount(info.effective),
    vip: readCount(info.vip),
    partner: readCount(info.partner),
    levelCounts: { 1: readCount(info.level1_count), 2: readCount(info.level2_count) },
    rates: { 1: readPercent(info.level1_rate), 2: readPercent(info.level2_rate) },
  };
}
