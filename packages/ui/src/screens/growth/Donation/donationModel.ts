import type { Money, components } from '@merchant/api';
import { readCount, readMoney, readRecord, readText } from '../../../data/read';

/** A row of the donation ranking. */
export type DonationRow = {
  rank: number | null;
  /** The donor's masked account. */
  account: string;
  amount: Money | null;
  count: number | null;
};

/** The merchant's own donations. */
export type MyDonation = {
  /** Place in the ranking; null when not ranked (nothing donated yet). */
  rank: number | null;
  total: Money | null;
  count: number | null;
};

/** Wire ranking row -> row (a row that is not a record is a malformed answer). */
export function parseDonation(row: components['schemas']['Donation']): DonationRow {
  const donation = readRecord(row);
  return {
    rank: readCount(donation.rank),
    account: readText(donation.account),
    amount: readMoney(donation.amount),
    count: readCount(donation.count),
  };
}

/** The page's `mine` -> the merchant's own donations (a missing record is a malformed answer). */
export function parseMyDonation(data: components['schemas']['DonationPage']): MyDonation {
  const mine = readRecord(readRecord(data).mine);
  const rank = readCount(mine.rank);
  return {
    rank: rank !== null && rank > 0 ? rank : null,
    total: readMoney(mine.amount),
    count: readCount(mine.count),
  };
}

/** A stable key of a ranking row: the account, or the rank when the account is masked away. */
export function donationKey(row: components['schemas']['Donation']): string {
  return `${readText(row.account)}#${readText(row.rank)}`;
}
