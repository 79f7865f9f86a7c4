import type { components } from '@merchant/api';
import { readCount, readList, readRecord, readText } from '../../../data/kit/read';

/** A notice that pops up on home; `html` is the server's HTML (shown through `SafeHtml`). */
export type PopupNotice = { title: string; html: string };

/**
 * tanNotice's data -> the notices to show, in order. `total` 0 means none (as the platform's
 * client reads it); a row with neither a title nor a content is skipped. Anything but a record
 * with a list is a malformed answer.
 */
export function parsePopupNotices(data: components['schemas']['PopupNoticePage']): PopupNotice[] {
  const page = readRecord(data);
  const rows = readList(page.list);
  if (readCount(page.total) === 0) return [];
  return rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const title = readText(row.title).trim();
    const html = readText(row.content);
    return title || html.trim() ? [{ title, html }] : [];
  });
}

const SEEN_KEY = 'merchant.popupNoticesSeen';

/** A short fingerprint of the session's token: the notices show again after another login. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// Where the tab's storage cannot be used (some private modes), the page's memory keeps it.
let remembered: string | null = null;

/** Whether this session's merchant has already closed the pop-up notices in this tab. */
export function popupNoticesSeen(token: string | null): boolean {
  if (!token) return false;
  let stored = remembered;
  const storage = tabStorage();
  if (storage) {
    try {
      stored = storage.getItem(SEEN_KEY);
    } catch {
      // Unreadable storage: the memory's answer stands.
    }
  }
  return stored === fingerprint(token);
}

/** Remembers, for the rest of the tab's life, that this session's notices were closed. */
export function rememberPopupNoticesSeen(token: string | null): void {
  if (!token) return;
  remembered = fingerprint(token);
  try {
    tabStorage()?.setItem(SEEN_KEY, remembered);
  } catch {
    // Kept in memory only.
  }
}
