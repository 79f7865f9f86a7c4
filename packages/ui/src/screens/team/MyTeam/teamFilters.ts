import { TEAM_LEVELS, type TeamLevel } from '../shared/teamInfo';

/** The longest name search the platform takes (team/members `search`). */
export const MEMBER_SEARCH_MAX = 30;

/** What the member list shows; kept in the address so Back returns to the same list. */
export type TeamFilters = { level: TeamLevel; search: string };

/** `/myTeam?level=2&search=choi` -> filters (anything unknown falls back to the default). */
export function teamFiltersFromParams(params: URLSearchParams): TeamFilters {
  const level = Number(params.get('level'));
  return {
    level: (TEAM_LEVELS as readonly number[]).includes(level) ? (level as TeamLevel) : 1,
    search: (params.get('search') ?? '').trim().slice(0, MEMBER_SEARCH_MAX),
  };
}

/** Filters -> the address's query (defaults left out: `/myTeam` is level 1, no search). */
export function teamFiltersToParams(filters: TeamFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.level !== 1) params.set('level', String(filters.level));
  if (filters.search) params.set('search', filters.search);
  return params;
}
