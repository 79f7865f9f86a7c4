/**
 * Welfare: the daily sign-in (7-day reward cycle, one sign-in per platform day) and charity
 * donations (paid from the balance after a passed verify_pay).
 */
import { DEMO_DONOR } from '../fixtures/growth.ts';
import { addDays } from '../fixtures/time.ts';
import { formatMoney, parseMoney } from '../money.ts';
import { moveMoney } from '../state/money.ts';
import { db, now } from '../state/store.ts';
import { requirePayCheck } from './account/payPassword.ts';
import { MSG, done, ok, operation, pageOf, paging, refuse } from './common.ts';

/** The platform day ("YYYY-MM-DD") of the store's clock. */
const today = () => now().slice(0, 10);

/**
 * The sign-in as of today: signed today or not, and the streak still alive (signed today or
 * yesterday; a missed day starts it again).
 */
function signState() {
  const { streak, lastSignedOn } = db().signIn;
  const day = today();
  const signedToday = lastSignedOn === day;
  const alive = signedToday || lastSignedOn === addDays(day, -1);
  return { signedToday, streak: alive ? streak : 0 };
}

/** Today's place in the 7-day cycle (1..7) and how many days of the cycle are signed. */
function signCycle() {
  const { signedToday, streak } = signState();
  const signedInCycle = streak === 0 ? 0 : ((streak - 1) % 7) + 1;
  const todayDay = signedToday ? signedInCycle : (streak % 7) + 1;
  const signedDays = signedToday ? signedInCycle : todayDay - 1;
  return { todayDay, signedDays };
}

/** The ranking: most donated first, then by account. */
function ranking() {
  return [...db().donations].sort(
    (a, b) => b.amountCents - a.amountCents || a.account.localeCompare(b.account),
  );
}

export const welfareHandlers = [
  operation(
    { operationId: 'getSignInfo', method: 'get', path: '/merchant/welfare/sign_info' },
    () => {
      const { signIn } = db();
      const { signedToday, streak } = signState();
      const { todayDay, signedDays } = signCycle();
      return ok({
        streak,
        signed_today: signedToday ? (1 as const) : (0 as const),
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
    const { signedToday, streak } = signState();
    if (signedToday) return refuse('You have already signed in today');
    const { todayDay } = signCycle();
    const reward = signIn.rewardsCents[todayDay - 1] ?? 0;
    signIn.streak = streak + 1;
    signIn.lastSignedOn = today();
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
      const ranked = ranking();
      const place = ranked.findIndex((d) => d.account === DEMO_DONOR);
      const mine = ranked[place];
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
        mine: {
          rank: place + 1,
          amount: formatMoney(mine?.amountCents ?? 0),
          count: mine?.count ?? 0,
        },
      });
    },
  ),

  operation(
    { operationId: 'donate', method: 'post', path: '/merchant/donation/donate' },
    ({ request, input }) => {
      const state = db();
      const cents = parseMoney(input.amount);
      if (cents === null) return refuse('Please enter a valid amount');
      if (cents === 0) return refuse('The amount cannot be zero');
      if (state.merchant.status !== 1) return refuse(MSG.closed);
      const unchecked = requirePayCheck(request);
      if (unchecked) return unchecked;
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
