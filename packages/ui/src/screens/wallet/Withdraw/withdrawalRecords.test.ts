import { describe, expect, it } from 'vitest';
import { parseMoney, type Money } from '@merchant/api';
import { OutcomeUnknownError } from '../../../data/kit/lostAnswer';
import type { WithdrawalRow } from '../shared/withdrawalModel';
import type { WithdrawValues } from './withdraw.schema';
import { findNewWithdrawal, withdrawalVerdict, type WithdrawalSnapshot } from './withdrawalRecords';

const money = (text: string) => parseMoney(text) as Money;

const row = (id: number, amount: string, currency = 'USD'): WithdrawalRow => ({
  id,
  sn: `WD${id}`,
  amount: money(amount),
  currency,
  fee: null,
  received: null,
  status: 'review',
  statusCode: '0',
  note: '',
  createdAt: null,
});

const chain = (amount: string) =>
  ({
    method: 'chain',
    network: 'USDT-TRC20',
    address: 'TGCrTQdmNBuLizeFMNqnffWsyNT4p8LvtH',
    currency: 'USD',
    amount: money(amount),
    fee: money('0'),
    received: money(amount),
  }) as WithdrawValues;

const bank = (amount: string) =>
  ({
    method: 'bank',
    bankName: 'Demo Bank',
    cardNo: '6222020200112233',
    realName: 'Demo',
    currency: 'CNY',
    amount: money(amount),
    fee: money('0'),
    received: money(amount),
  }) as WithdrawValues;

const before: WithdrawalSnapshot = {
  ids: new Set([1, 2, 3]),
  total: 3,
  balance: money('2580.00'),
};

describe('the record of a withdrawal sent after the records were read', () => {
  it('is the one not there before, of the same amount and method, wherever it is listed', () => {
    const old = [row(1, '100.50'), row(2, '50.00'), row(3, '100.50')];
    // Newest first and oldest first: the order of the list does not matter.
    expect(findNewWithdrawal([row(4, '100.50'), ...old], before, chain('100.50'))?.id).toBe(4);
    expect(findNewWithdrawal([...old, row(4, '100.50')], before, chain('100.50'))?.id).toBe(4);
  });

  it('is never an older record, another amount or another method', () => {
    const rows = [row(1, '100.50'), row(4, '100.49'), row(5, '100.50', 'CNY')];
    expect(findNewWithdrawal(rows, before, chain('100.50'))).toBeNull();
    expect(findNewWithdrawal(rows, before, bank('100.50'))?.id).toBe(5);
  });
});

describe('what the records say of a lost withdrawal', () => {
  it('done when its record is there', () => {
    const verdict = withdrawalVerdict(
      { rows: [row(4, '100.50')], total: 4, balance: money('2479.50') },
      before,
      chain('100.50'),
    );
    expect(verdict).toEqual({ done: true, evidence: row(4, '100.50') });
  });

  it('not sent when nothing was added and the balance is unchanged', () => {
    const now = { rows: [row(1, '100.50')], total: 3, balance: money('2580.00') };
    expect(withdrawalVerdict(now, before, chain('100.50'))).toEqual({ done: false });
  });

  it('unknown when the balance moved, records were added elsewhere, or the balance is unreadable', () => {
    const cases = [
      { rows: [], total: 3, balance: money('2479.50') },
      { rows: [], total: 4, balance: money('2580.00') },
      { rows: [], total: 3, balance: null },
    ];
    for (const now of cases) {
      expect(() => withdrawalVerdict(now, before, chain('100.50'))).toThrow(OutcomeUnknownError);
    }
    expect(() =>
      withdrawalVerdict(
        { rows: [], total: 3, balance: money('2580.00') },
        { ...before, balance: null },
        chain('100.50'),
      ),
    ).toThrow(OutcomeUnknownError);
  });
});
