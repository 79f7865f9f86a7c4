/** Team: the referral team's figures, its members by level, income by range, the alliance page. */
import { formatMoney, formatThousands } from '../money.ts';
import { db } from '../state/store.ts';
import { int, ok, operation, pageOf, refuse, text } from './common.ts';
import type { Input, Paging } from './common.ts';
import type { TeamMember } from '../types.ts';

const RANGES = ['today', 'seven', 'thirty'] as const;

/** The longest name search the platform takes. */
export const MEMBER_SEARCH_MAX = 30;

/**
 * `page` and `limit`, strictly: absent takes the defaults 1 and 10; anything sent must be a
 * positive integer (limit at most 100), or the request is refused with the message.
 */
function strictPaging(input: Input): Paging | string {
  const page = input.page === undefined ? 1 : int(input, 'page');
  const limit = input.limit === undefined ? 10 : int(input, 'limit');
  if (page === null || page < 1) return 'Invalid page number';
  if (limit === null || limit < 1 || limit > 100) return 'The page size must be between 1 and 100';
  return { page, limit };
}

export const teamHandlers = [
  operation({ operationId: 'getTeamInfo', method: 'get', path: '/merchant/team/info' }, () => {
    const { merchant, teamInfo, teamMembers } = db();
    return ok({
      invite_code: merchant.invite_code,
      invite_url: `https://demo.example.com/#/register?code=${merchant.invite_code}`,
      team_total: teamMembers.length,
      revenue: formatThousands(teamInfo.revenueCents),
      invited: teamInfo.invited,
      effective: teamInfo.effective,
      vip: teamInfo.vip,
      partner: teamInfo.partner,
      level1_count: teamMembers.filter((m) => m.level === 1).length,
      level2_count: teamMembers.filter((m) => m.level === 2).length,
      level1_rate: teamInfo.level1_rate,
      level2_rate: teamInfo.level2_rate,
    });
  }),

  operation(
    { operationId: 'listTeamMembers', method: 'get', path: '/merchant/team/members' },
    ({ input }) => {
      const level =
        input.level === undefined || text(input, 'level') === '' ? 1 : int(input, 'level');
      if (level !== 1 && level !== 2) return refuse('Invalid member level');
      const search = text(input, 'search');
      if (search.length > MEMBER_SEARCH_MAX) {
        return refuse(`The search can be at most ${MEMBER_SEARCH_MAX} characters`);
      }
      const paging = strictPaging(input);
      if (typeof paging === 'string') return refuse(paging);
      const needle = search.toLocaleLowerCase();
      const rows = db()
        .teamMembers.filter((m) => m.level === level)
        .filter((m) => needle === '' || m.name.toLocaleLowerCase().includes(needle))
        // Newest first; the stamps sort as text.
        .sort((a, b) => (a.createtime < b.createtime ? 1 : a.createtime > b.createtime ? -1 : 0));
      return ok({
        total: rows.length,
        list: pageOf(rows, paging).map((m) => ({
          id: m.id,
          name: m.name,
          income: formatMoney(m.incomeCents),
          orders: m.orders,
          createtime: m.createtime,
          level: m.level,
        })),
      });
    },
  ),

  operation(
    { operationId: 'getTeamIncome', method: 'get', path: '/merchant/team/income' },
    ({ input }) => {
      const asked = text(input, 'range') || 'today';
      const range = RANGES.find((r) => r === asked);
      if (!range) return refuse('Unknown range');
      const income = db().teamIncome[range];
      return ok({
        task: formatMoney(income.task),
        shop: formatMoney(income.shop),
        community: formatMoney(income.community),
        other: formatMoney(income.other),
        total: formatMoney(income.task + income.shop + income.community + income.other),
      });
    },
  ),

  operation(
    { operationId: 'getAlliance', method: 'get', path: '/merchant/index/coalition' },
    () => {
      const { merchant, teamMembers } = db();
      const newestFirst = [...teamMembers].sort((a, b) =>
        a.createtime < b.createtime ? 1 : a.createtime > b.createtime ? -1 : 0,
      );
      return ok({
        url: `https://demo.example.com/#/register?code=${merchant.invite_code}`,
        list: newestFirst.filter((m) => m.level === 1).map(allianceRow),
        list2: newestFirst.filter((m) => m.level === 2).map(allianceRow),
      });
    },
  ),
];

/** A shop of the alliance page (coalition), as the platform's public client reads it. */
function allianceRow(member: TeamMember) {
  return {
    mer_name: member.name,
    income: formatMoney(member.incomeCents),
    order_count: member.orders,
    createtime: member.createtime,
  };
}
