/**
 * Account, the payment password: setting it, checking it, and `checkPayPassword` for the
 * operations that move money (pick, express lane, upgrade, donation).
 */
import { db } from '../../state/store.ts';
import { MSG, done, operation, refuse, text } from '../common.ts';
import type { Input } from '../common.ts';

const PAY_PASSWORD = /^\d{6}$/;

/** Whether a payment password check passes; the refusal to answer otherwise. */
export function checkPayPassword(input: Input, required: boolean): Response | null {
  const { merchant } = db();
  const given = text(input, 'password_pay');
  if (!required && given === '') return null;
  if (merchant.have_pay === 0 || merchant.payPassword === null) return refuse(MSG.noPay);
  if (given !== merchant.payPassword) return refuse(MSG.wrongPay);
  return null;
}

export const payPasswordHandlers = [
  operation(
    { operationId: 'resetPayPassword', method: 'post', path: '/merchant/merchant/resetPay' },
    ({ input }) => {
      const { merchant } = db();
      const next = text(input, 'new');
      if (merchant.have_pay === 1 && text(input, 'old') !== merchant.payPassword)
        return refuse(MSG.wrongPay);
      if (!PAY_PASSWORD.test(next)) return refuse('The payment password must be 6 digits');
      if (next !== text(input, 'renew')) return refuse(MSG.mismatch);
      merchant.payPassword = next;
      merchant.have_pay = 1;
      return done('Payment password saved');
    },
  ),

  operation(
    { operationId: 'verifyPayPassword', method: 'post', path: '/merchant/merchant/verify_pay' },
    ({ input }) => {
      const problem = checkPayPassword(input, true);
      return problem ?? done('Verified');
    },
  ),
];
