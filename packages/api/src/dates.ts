import { intlLocale } from './intl';

// The server writes wall-clock times ("2024-03-01 14:05:00") without a zone. Reading them as
// the phone's local time would shift them by the difference between the phone's zone and the
// server's. Instead they are read as UTC wall-clock and always formatted with timeZone 'UTC',
// so the user sees exactly the digits the server wrote, whatever zone the phone is in.

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const UNIX_SECONDS = /^\d+(?:\.\d+)?$/;

/**
 * Parses a server time: "YYYY-MM-DD HH:mm:ss", "YYYY-MM-DD HH:mm", "YYYY-MM-DD", or unix
 * seconds (a number or a numeric string). Invalid input, including impossible dates such as
 * "2023-02-30" and the 0 the platform writes for "never", gives null.
 */
export function parseServerTime(v: string | number | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return fromUnixSeconds(v);
  const text = v.trim();
  if (UNIX_SECONDS.test(text)) return fromUnixSeconds(Number(text));
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const parts = match.slice(1, 7).map((part) => Number(part ?? 0));
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2023-02-30 over to March: a changed day means the date does not exist.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date;
}

function fromUnixSeconds(seconds: number): Date | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | null | undefined, withTime: boolean): Intl.DateTimeFormat {
  // Keyed by the language as given: a list of dates canonicalises it once, not once a date.
  const key = `${locale}|${withTime}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit' } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** Date and time in the user's language, as the server wrote them (UTC wall-clock). */
export function formatDateTime(d: Date, locale: string | null | undefined): string {
  return formatter(locale, true).format(d);
}

/** The date alone in the user's language, as the server wrote it (UTC wall-clock). */
export function formatDate(d: Date, locale: string | null | undefined): string {
  return formatter(locale, false).format(d);
}
