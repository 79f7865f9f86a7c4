/** The account slice of each seed: the demo merchant, logged in with the demo token. */
import {
  DEMO_TOKEN,
  aboutFixture,
  languagesFixture,
  merchantFixture,
  registrationsFixture,
} from '../fixtures/merchant.ts';
import type { AccountState } from '../state/types.ts';
import type { SeedName } from './names.ts';

/** The balance of `lowBalance`: less than any order's total cost. */
export const LOW_BALANCE_CENTS = 350;

export function accountSeed(seed: SeedName): AccountState {
  const merchant = merchantFixture();
  if (seed === 'closedShop') merchant.status = 0;
  if (seed === 'noPayPassword') {
    merchant.have_pay = 0;
    merchant.payPassword = null;
  }
  if (seed === 'lowBalance') merchant.balanceCents = LOW_BALANCE_CENTS;
  if (seed === 'empty') {
    merchant.balanceCents = 0;
    merchant.totalIncomeCents = 0;
    merchant.follow_count = 0;
    merchant.banners = ['', '', ''];
    merchant.social = {
      facebook: '',
      instagram: '',
      youtube: '',
      twitter: '',
      tiktok: '',
      whatsapp: '',
    };
  }
  return {
    merchant,
    tokens: new Set([DEMO_TOKEN]),
    registrations: registrationsFixture(),
    feedback: [],
    uploads: new Map(),
    languages: languagesFixture(),
    about: aboutFixture(),
    payChecks: new Map(),
  };
}
