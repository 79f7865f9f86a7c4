import type { Money, components } from '@merchant/api';
import { readCount, readMoney, readRecord, readText } from '../../../data/kit/read';

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

const HIDDEN = '***';

/**
 * A donor's account as the ranking shows it, whatever the server sent: an e-mail keeps the first
 * two characters of its name and its domain ("am***@example.com"); anything else (a phone, a
 * user name) keeps its first two and last two characters ("13***81"), and a short one only its
 * first ("a***"), so no account is ever shown whole. Counted in characters, not UTF-16 units.
 */
export function maskAccount(account: string): string {
  const text = account.trim();
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  if (at > 0 && at < text.length - 1) {
    const name = Array.from(text.slice(0, at));
    return `${name.slice(0, name.length > 2 ? 2 : 1).join('')}${HIDDEN}${text.slice(at)}`;
  }
  const chars = Array.from(text);
  if (chars.length <= 4) return `${chars[0] ?? ''}${HIDDEN}`;
  return `${chars.slice(0, 2).join('')}${HIDDEN}${chars.slice(-2).join('')}`;
}

/** Wire ranking row -> row (a row that is not a record is a malformed answer). */
export function parseDonation(row: components['schemas']['Donation']): DonationRow {
  const donation = readRecord(row);
  return {
    rank: readCount(donation.rank),
    account: maskAccount(readText(donation.account)),
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
