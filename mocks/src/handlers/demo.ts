/**
 * Demo platform only (tag `demo`): what the demo and development builds use to play the
 * platform's back office. Not part of the real platform.
 */
import { depositUsdCents } from '../fixtures/money.ts';
import { moveMoney } from '../state/money.ts';
import { db } from '../state/store.ts';
import { done, int, operation, refuse, text } from './common.ts';

export const demoHandlers = [
  operation(
    { operationId: 'reviewRechargeDemo', method: 'post', path: '/demo/recharge/review' },
    ({ input }) => {
      const id = int(input, 'recharge_id');
      const status = int(input, 'status');
      const note = text(input, 'admin_msg');
      if (status !== 1 && status !== -1) return refuse('Please choose approve or reject');
      if (note.length > 200) return refuse('The note is too long');
      const recharge = db().recharges.find((r) => r.recharge_id === id);
      if (!recharge) return refuse('The deposit does not exist');
      if (recharge.status !== 0) return refuse('This deposit has already been reviewed');
      recharge.status = status;
      recharge.admin_msg = note;
      if (status === -1) return done('Deposit rejected');
      recharge.paid = 1;
      moveMoney({
        cents: depositUsdCents(recharge.priceCents, recharge.currency),
        pm: 1,
        type: 'recharge',
        title: 'Deposit',
        memo: `Deposit ${recharge.order_id} approved`,
      });
      return done('Deposit approved, the balance has been credited');
    },
  ),
];
