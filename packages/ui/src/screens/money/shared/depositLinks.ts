import { pathTo, type PageName } from '../../../data/address/paths';
import { HOME_PATH, safeReturnPath } from '../../../data/address/returnPath';

/**
 * The page a merchant was sent from to deposit (`?redirect=`, e.g. "/orderDetail?id=3" by the
 * pick flow), when it is a page of this app; null when absent or unsafe.
 */
export function depositReturnPath(redirect: string | null): string | null {
  if (!redirect) return null;
  const path = safeReturnPath(redirect);
  return path === HOME_PATH ? null : path;
}

/** A deposit page's address, carrying the page to return to (and other query values). */
export function depositHref(
  page: Extract<PageName, 'recharge' | 'blockchainRecharge' | 'bankCardRecharge'>,
  returnTo: string | null,
  query: Record<string, string> = {},
): string {
  return pathTo(page, { ...query, redirect: returnTo });
}

/** A card number as lists show it: the last four digits ("•••• 2233"). */
export function maskCardNo(cardNo: string): string {
  const digits = cardNo.replace(/\s+/g, '');
  return digits.length > 4 ? `•••• ${digits.slice(-4)}` : digits;
}
