/** Team: the referral team's figures, its members by level, and income by range. */
import { formatMoney, formatThousands } from '../money.ts';
import { db } from '../state/store.ts';
import { int, ok, operation, pageOf, paging, refuse, text } from './common.ts';

const RANGES = ['today', 'seven', 'thirty'] as const;

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
    });
  }),

  operation(
    { operationId: 'listTeamMembers', method: 'get', path: '/merchant/team/members' },
    ({ input }) => {
      const level = int(input, 'level') === 2 ? 2 : 1;
      const rows = db().teamMembers.filter((m) => m.level === level);
      return ok({
        total: rows.length,
        list: pageOf(rows, paging(input)).map((m) => ({
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
];
