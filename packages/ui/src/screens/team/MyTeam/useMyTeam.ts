import type { Money, components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { readCount, readId, readMoney, readText, readTime } from '../../../data/kit/read';
import type { RequestState } from '../../../data/kit/requestState';
import { useTextSearch, type TextSearch } from '../../../data/kit/textSearch';
import { TEAM_LEVELS, type TeamInfo, type TeamLevel } from '../shared/teamInfo';
import { useTeamInfo } from '../shared/useTeamInfo';
import type { TeamFilters } from './teamFilters';

type WireMember = components['schemas']['TeamMember'];
type WireMemberPage = components['schemas']['TeamMemberPage'];

/** Members asked for per page. */
export const MEMBER_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<WireMember, WireMemberPage>();

/** A team member, parsed once; unreadable figures are null. */
export type TeamMemberRow = {
  id: number;
  name: string;
  /** The member's level, or 'unknown' for a code the app does not know (shown with the code). */
  level: TeamLevel | 'unknown';
  /** The server's level code, shown with an unknown level. */
  levelCode: string;
  income: Money | null;
  orders: number | null;
  /** Registration time. */
  joinedAt: Date | null;
};

/** The team's figures above the list. */
export type TeamSummary = Pick<TeamInfo, 'teamTotal' | 'revenue' | 'levelCounts'>;

/** What "my team" shows. */
export type MyTeamModel = {
  /** The level whose members are listed. */
  level: TeamLevel;
  /** Lists another level (the search stays). */
  selectLevel: (level: TeamLevel) => void;
  /** The name search box. */
  search: TextSearch;
  /** The name searched for ('' for none): an empty list then means nothing matched. */
  searching: string;
  /** Team total, revenue and members per level. */
  summary: RequestState<TeamSummary>;
  /** The level's members, newest first, page by page. */
  members: PagedList<TeamMemberRow>;
};

/** team/members row -> member (a row without an id is a malformed answer). */
export function parseMember(row: WireMember): TeamMemberRow {
  const code = readCount(row.level);
  const level = TEAM_LEVELS.find((known) => known === code);
  return {
    id: readId(row.id),
    name: readText(row.name),
    level: level ?? 'unknown',
    levelCode: readText(row.level),
    income: readMoney(row.income),
    orders: readCount(row.orders),
    joinedAt: readTime(row.createtime),
  };
}

/**
 * "My team": the team's figures (team/info) and the members of one level (team/members,
 * searched by name on the server); the level and the search live in the address (`filters`).
 */
export function useMyTeam(
  filters: TeamFilters,
  setFilters: (next: TeamFilters) => void,
): MyTeamModel {
  const { level, search } = filters;
  const box = useTextSearch(search, (next) => setFilters({ ...filters, search: next }));
  const info = useTeamInfo();
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/team/members',
    {
      params: {
        query: { level, ...(search !== '' ? { search } : {}), limit: MEMBER_PAGE_SIZE },
      },
    },
    pagedBy(SHAPE),
  );
  const members = usePagedList(query, SHAPE, { key: (row) => row.id, parse: parseMember });
  const summary: RequestState<TeamSummary> =
    info.status === 'ready'
      ? {
          ...info,
          data: {
            teamTotal: info.data.teamTotal,
            revenue: info.data.revenue,
            levelCounts: info.data.levelCounts,
          },
        }
      : info;
  return {
    level,
    selectLevel: (next) => setFilters({ ...filters, level: next }),
    search: box,
    searching: search,
    summary,
    members,
  };
}
