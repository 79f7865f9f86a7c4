/** Level and express lane, team, welfare (sign-in, donations). */
import { DEMO_DONOR } from '../fixtures/growth.ts';
import { formatMoney, formatThousands, parseMoney } from '../money.ts';
import { db, moveMoney, nextId } from '../store.ts';
import { checkPayPassword } from './account.ts';
import { MSG, done, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';

const RANGES = ['today', 'seven', 'thirty'] as const;

/** Today's place in the 7-day sign-in cycle (1..7) and the days already signed in it. */
function signCycle() {
  const { streak, signedToday } = db().signIn;
  const signedInCycle = streak === 0 ? 0 : ((streak - 1) % 7) + 1;
  const todayDay = signedToday === 1 ? signedInCycle : (streak % 7) + 1;
  const signedDays = signedToday === 1 ? signedInCycle : todayDay - 1;
  return { todayDay, signedDays };
}

export const growthHandlers = [
  operation({ operationId: 'listLevels', method: 'get', path: '/merchant/index/level' }, () =>
    ok(
      db().levels.map((l) => ({
        level_id: l.level_id,
        name: l.name,
        image: l.image,
        price: formatMoney(l.priceCents),
        rate: l.rate,
        product_num: l.product_num,
      })),
    ),
  ),

  operation(
    { operationId: 'upgradeLevel', method: 'post', path: '/merchant/index/upgrade' },
    ({ input }) => {
      const state = db();
      const level = state.levels.find((l) => l.level_id === int(input, 'level_id'));
      if (!level) return refuse('The level does not exist');
      if (level.level_id <= state.merchant.mer_level)
        return refuse('You are already at this level or higher');
      const problem = checkPayPassword(input, true);
      if (problem) return problem;
      if (level.priceCents > state.merchant.balanceCents) return refuse(MSG.insufficient);
      moveMoney({
        cents: level.priceCents,
        pm: 0,
        type: 'level',
        title: 'Level upgrade',
        memo: `Upgraded to ${level.name}`,
      });
      state.merchant.mer_level = level.level_id;
      return done('Upgraded successfully');
    },
  ),

  operation(
    { operationId: 'listExpressPackages', method: 'get', path: '/merchant/index/train' },
    () =>
      ok(
        db().expressPackages.map((p) => ({
          id: p.id,
          name: p.name,
          price: formatMoney(p.priceCents),
          hour: p.hour,
          order_num: p.order_num,
        })),
      ),
  ),

  operation(
    { operationId: 'buyExpressPackage', method: 'post', path: '/merchant/index/buy_train' },
    ({ input }) => {
      const state = db();
      const pack = state.expressPackages.find((p) => p.id === int(input, 'id'));
      if (!pack) return refuse('The package does not exist');
      const problem = checkPayPassword(input, false);
      if (problem) return problem;
      if (pack.priceCents > state.merchant.balanceCents) return refuse(MSG.insufficient);
      const bill = moveMoney({
        cents: pack.priceCents,
        pm: 0,
        type: 'train',
        title: 'Express lane',
        memo: `Bought ${pack.name}`,
      });
      state.expressPurchases.unshift({
        id: nextId('purchase'),
        moneyCents: pack.priceCents,
        type: 'train',
        memo: `Bought ${pack.name}`,
        createtime: bill.createtime,
        train_id: pack.id,
      });
      return done('Purchased successfully');
    },
  ),

  operation(
    { operationId: 'listExpressPurchases', method: 'get', path: '/merchant/index/buy_train_bill' },
    ({ input }) => {
      const state = db();
      const rows = state.expressPurchases;
      return ok({
        count: rows.length,
        list: pageOf(rows, paging(input)).map((p) => ({
          id: p.id,
          money: formatMoney(p.moneyCents),
          type: p.type,
          memo: p.memo,
          createtime: p.createtime,
          train: { name: state.expressPackages.find((pack) => pack.id === p.train_id)?.name ?? '' },
        })),
      });
    },
  ),

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

  operation(
    { operationId: 'getSignInfo', method: 'get', path: '/merchant/welfare/sign_info' },
    () => {
      const { signIn } = db();
      const { todayDay, signedDays } = signCycle();
      return ok({
        streak: signIn.streak,
        signed_today: signIn.signedToday,
        reward: formatMoney(signIn.rewardsCents[todayDay - 1] ?? 0),
        days: signIn.rewardsCents.map((cents, index) => ({
          day: index + 1,
          reward: formatMoney(cents),
          signed: index < signedDays ? (1 as const) : (0 as const),
        })),
      });
    },
  ),

  operation({ operationId: 'signIn', method: 'post', path: '/merchant/welfare/sign' }, () => {
    const { signIn } = db();
    if (signIn.signedToday === 1) return refuse('You have already signed in today');
    const { todayDay } = signCycle();
    const reward = signIn.rewardsCents[todayDay - 1] ?? 0;
    signIn.streak += 1;
    signIn.signedToday = 1;
    if (reward > 0) {
      moveMoney({
        cents: reward,
        pm: 1,
        type: 'sign',
        title: 'Sign-in reward',
        memo: `Day ${todayDay} sign-in reward`,
      });
    }
    return ok({ streak: signIn.streak, reward: formatMoney(reward) }, 'Signed in');
  }),

  operation(
    { operationId: 'listDonations', method: 'get', path: '/merchant/donation/rank' },
    ({ input }) => {
      const ranked = [...db().donations].sort(
        (a, b) => b.amountCents - a.amountCents || a.account.localeCompare(b.account),
      );
      return ok({
        total: ranked.length,
        list: pageOf(
          ranked.map((d, index) => ({
            rank: index + 1,
            account: d.account,
            amount: formatMoney(d.amountCents),
            count: d.count,
          })),
          paging(input),
        ),
      });
    },
  ),

  operation(
    { operationId: 'donate', method: 'post', path: '/merchant/donation/donate' },
    ({ input }) => {
      const state = db();
      const cents = parseMoney(input.amount);
      if (cents === null || cents === 0) return refuse('The amount cannot be zero');
      const problem = checkPayPassword(input, true);
      if (problem) return problem;
      if (cents > state.merchant.balanceCents) return refuse(MSG.insufficient);
      moveMoney({
        cents,
        pm: 0,
        type: 'donation',
        title: 'Caring donation',
        memo: 'Donation to the charity fund',
      });
      const mine = state.donations.find((d) => d.account === DEMO_DONOR);
      if (mine) {
        mine.amountCents += cents;
        mine.count += 1;
      } else {
        state.donations.push({ account: DEMO_DONOR, amountCents: cents, count: 1 });
      }
      return done('Thank you for your donation');
    },
  ),
];
