/** Welfare: the daily sign-in (7-day reward cycle) and charity donations. */
import { DEMO_DONOR } from '../fixtures/growth.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { moveMoney } from '../state/money.ts';
import { db } from '../state/store.ts';
import { checkPayPassword } from './account/payPassword.ts';
import { MSG, done, ok, operation, pageOf, paging, refuse } from './common.ts';

/** Today's place in the 7-day sign-in cycle (1..7) and the days already signed in it. */
function signCycle() {
  const { streak, signedToday } = db().signIn;
  const signedInCycle = streak === 0 ? 0 : ((streak - 1) % 7) + 1;
  const todayDay = signedToday === 1 ? signedInCycle : (streak % 7) + 1;
  const signedDays = signedToday === 1 ? signedInCycle : todayDay - 1;
  return { todayDay, signedDays };
}

export const welfareHandlers = [
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
