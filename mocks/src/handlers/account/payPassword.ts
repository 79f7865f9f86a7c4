/**
 * Account, the payment password: setting it, checking it (verify_pay), and `requirePayCheck`,
 * the one gate of every action paid from the balance (pick, pick_batch, buy_train, upgrade,
 * donation, withdrawal): the password never travels with the payment itself.
 */
import { db } from '../../state/store.ts';
import { MSG, done, operation, refuse, text } from '../common.ts';
import type { Input } from '../common.ts';

const PAY_PASSWORD = /^\d{6}$/;

/**
 * How long a passed verify_pay authorises a paid action. Real time, not the platform clock:
 * that clock only moves when records are created.
 */
export const PAY_CHECK_WINDOW_MS = 5 * 60 * 1000;

/** Whether `password_pay` is the merchant's payment password; the refusal to answer otherwise. */
export function checkPayPassword(input: Input): Response | null {
  const { merchant } = db();
  if (merchant.have_pay === 0 || merchant.payPassword === null) return refuse(MSG.noPay);
  if (text(input, 'password_pay') !== merchant.payPassword) return refuse(MSG.wrongPay);
  return null;
}

/**
 * The gate of a paid action: the same session passed verify_pay within the window. The pass is
 * used up by the action whatever its outcome (a retry verifies again), so one check never pays
 * twice. Returns the refusal, or null to go on.
 */
export function requirePayCheck(request: Request): Response | null {
  const { merchant, payChecks } = db();
  if (merchant.have_pay === 0 || merchant.payPassword === null) return refuse(MSG.noPay);
  const token = request.headers.get('token') ?? '';
  const passedAt = payChecks.get(token);
  payChecks.delete(token);
  if (passedAt === undefined || Date.now() - passedAt > PAY_CHECK_WINDOW_MS) {
    return refuse(MSG.payCheckFirst);
  }
  return null;
}

export const payPasswordHandlers = [
  operation(
    { operationId: 'resetPayPassword', method: 'post', path: '/merchant/merchant/resetPay' },
    ({ input }) => {
      const { merchant } = db();
      const next = text(input, 'new');
      // `is_verify` '0' sets the first password (`old` empty); '1' changes it, checking `old`.
      const verify = text(input, 'is_verify');
      if (verify !== '0' && verify !== '1') return refuse('Invalid request');
      // A platform that does not report `have_pay` (null here) still knows whether one is set.
      const isSet = merchant.have_pay !== 0 && merchant.payPassword !== null;
      if (verify === '0' && isSet) return refuse('The payment password is already set');
      if (verify === '1' && (!isSet || text(input, 'old') !== merchant.payPassword))
        return refuse(isSet ? MSG.wrongPay : MSG.noPay);
      if (!PAY_PASSWORD.test(next)) return refuse('The payment password must be 6 digits');
      merchant.payPassword = next;
      if (merchant.have_pay !== null) merchant.have_pay = 1;
      return done('Payment password saved');
    },
  ),

  operation(
    { operationId: 'verifyPayPassword', method: 'post', path: '/merchant/merchant/verify_pay' },
    ({ request, input }) => {
      const { payChecks } = db();
      const token = request.headers.get('token') ?? '';
      const problem = checkPayPassword(input);
      if (problem) {
        // A wrong password also withdraws an earlier pass.
        payChecks.delete(token);
        return problem;
      }
      payChecks.set(token, Date.now());
      return done('Verified');
    },
  ),
];
