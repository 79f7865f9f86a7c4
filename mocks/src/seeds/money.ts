/**
 * The money slice of each seed. The bill is derived from the other domains' records, so
 * they are passed in; configuration (the platform's receiving accounts, addresses) is the same
 * in every seed but `noDepositSetup`, where the platform has set no receiving account.
 */
import { merchantFixture } from '../fixtures/merchant.ts';
import {
  bankCardsFixture,
  billFixture,
  depositAccountsFixture,
  depositAddressesFixture,
  extractsFixture,
  rechargesFixture,
  reportFixture,
} from '../fixtures/money.ts';
import type { MoneyState } from '../state/types.ts';
import type { ExpressPackage, ExpressPurchase, Order } from '../types.ts';
import type { SeedName } from './names.ts';

/** What the bill is derived from, besides this domain's own records. */
export interface MoneySources {
  /** The seeded balance: the bill's last `after`. */
  balanceCents: number;
  orders: Order[];
  purchases: ExpressPurchase[];
  packages: ExpressPackage[];
}

export function moneySeed(seed: SeedName, from: MoneySources): MoneyState {
  const empty = seed === 'empty';
  const recharges = empty ? [] : rechargesFixture();
  const extracts = empty ? [] : extractsFixture();
  if (seed === 'lowBalance') {
    // The demo balance, less a large approved blockchain withdrawal this morning.
    const withdrawn = merchantFixture().balanceCents - from.balanceCents;
    extracts.unshift({
      extract_id: 106,
      extract_sn: 'WD202611210001',
      extractCents: withdrawn,
      currency: 'USD',
      feeCents: 0,
      realCents: withdrawn,
      debitCents: withdrawn,
      status: 1,
      admin_msg: '',
      createtime: '2026-11-21 09:00:00',
      extract_type: 1,
    });
  }
  const unconfigured = seed === 'noDepositSetup';
  const accounts = depositAccountsFixture();
  return {
    depositAccounts: unconfigured ? { bank: null, crypto: null, alipay: [] } : accounts,
    depositAddresses: depositAddressesFixture(),
    recharges,
    extracts,
    bill: billFixture({ ...from, recharges, extracts }),
    report: empty ? [] : reportFixture(),
    bankCards: empty ? [] : bankCardsFixture(),
  };
}
