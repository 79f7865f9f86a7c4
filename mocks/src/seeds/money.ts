/**
 * The money slice of each seed. The bill is derived from the other domains' records, so
 * they are passed in; configuration (deposit channels, addresses, the platform's bank card)
 * is the same in every seed.
 */
import { merchantFixture } from '../fixtures/merchant.ts';
import {
  bankCardsFixture,
  billFixture,
  depositAddressesFixture,
  depositChannelsFixture,
  extractsFixture,
  platformBankCardFixture,
  rechargesFixture,
  reportFixture,
} from '../fixtures/money.ts';
import type { MoneyState } from '../state/money.ts';
import type { ExpressPackage, ExpressPurchase, Order } from '../types.ts';
import type { SeedName } from './index.ts';

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
    // The demo balance, less a large approved bank-card withdrawal this morning.
    const withdrawn = merchantFixture().balanceCents - from.balanceCents;
    extracts.unshift({
      extract_id: 106,
      extract_sn: 'WD202611210001',
      extractCents: withdrawn,
      feeCents: 0,
      realCents: withdrawn,
      status: 1,
      admin_msg: '',
      createtime: '2026-11-21 09:00:00',
      extract_type: 2,
    });
  }
  const unconfigured = seed === 'noDepositSetup';
  return {
    channels: unconfigured ? [] : depositChannelsFixture(),
    depositAddresses: depositAddressesFixture(),
    platformBankCard: unconfigured ? null : platformBankCardFixture(),
    recharges,
    extracts,
    bill: billFixture({ ...from, recharges, extracts }),
    report: empty ? [] : reportFixture(),
    bankCards: empty ? [] : bankCardsFixture(),
  };
}
