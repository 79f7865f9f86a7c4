import type { components } from './schema.gen';

/** The merchant profile the server returns (login, getMerInfo). */
export type MerchantInfo = components['schemas']['MerchantInfo'];

// The old app also stored a `pwd` in the session: it kept the login password in
// localStorage to log in again by itself. It is deliberately not implemented: anything in
// localStorage is readable by any script on the page and stays on the phone, so a password
// must never be stored in any form. The store has no field and no API that could take one,
// and it deletes a `pwd` left behind by the old app.
const LEGACY_PASSWORD_KEY = 'pwd';

/** The persistent browser session, under the old app's storage keys, without the password. */
export interface Session {
  /** The merchant token (sent as the `token` header); null when logged out. */
  token: string | null;
  /** The merchant profile of the last login or getMerInfo. */
  merInfo: MerchantInfo | null;
  /** The opaque `data` string the platform keeps in the session. */
  data: string | null;
  /** The chosen language code; null until the user picks one. */
  lang: string | null;
  /** The order count of the last order list (the badge). */
  total: number;
  /** The remembered login name (never a password). */
  account: string | null;
}

/** The session, kept in memory and mirrored into storage. */
export interface SessionStore {
  /** The current session: the same object until something changes (for useSyncExternalStore). */
  get(): Session;
  /** Changes some fields and saves them. */
  set(patch: Partial<Session>): void;
  /** Logout: clears token, profile, data and total; keeps lang and account. */
  clear(): void;
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The storage methods the store uses (localStorage fits). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEYS = {
  token: 'token',
  merInfo: 'MerInfo',
  data: 'data',
  lang: 'lang',
  total: 'total',
  account: 'account',
} as const satisfies Record<keyof Session, string>;

const FIELDS = Object.keys(STORAGE_KEYS) as (keyof Session)[];

const LOGGED_OUT = { token: null, merInfo: null, data: null, total: 0 } satisfies Partial<Session>;

/**
 * Creates the session store over `storage` (null: memory only). Storage that throws
 * (private mode, quota) and corrupt stored values never crash it: the session then lives in
 * memory for this page.
 */
export function createSessionStore(storage: SessionStorageLike | null): SessionStore {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) || null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Quota or private mode: the in-memory session still holds the value.
    }
  };

  write(LEGACY_PASSWORD_KEY, null);

  let current: Session = Object.freeze({
    token: read(STORAGE_KEYS.token),
    merInfo: parseMerInfo(read(STORAGE_KEYS.merInfo)),
    data: read(STORAGE_KEYS.data),
    lang: read(STORAGE_KEYS.lang),
    total: parseTotal(read(STORAGE_KEYS.total)),
    account: read(STORAGE_KEYS.account),
  });
  const listeners = new Set<() => void>();

  const set = (patch: Partial<Session>): void => {
    const next: Session = { ...current };
    const changed: (keyof Session)[] = [];
    // Only the known fields are taken: an extra key (a password, say) is never stored.
    for (const field of FIELDS) {
      if (!Object.hasOwn(patch, field) || patch[field] === undefined) continue;
      const value = normalise(field, patch[field]);
      if (value === current[field]) continue;
      Object.assign(next, { [field]: value });
      changed.push(field);
    }
    if (changed.length === 0) return;
    current = Object.freeze(next);
    for (const field of changed) write(STORAGE_KEYS[field], serialise(field, current));
    for (const listener of [...listeners]) listener();
  };

  return {
    get: () => current,
    set,
    clear: () => set(LOGGED_OUT),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function normalise(field: keyof Session, value: unknown): Session[keyof Session] {
  if (field === 'total') {
    return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0;
  }
  if (field === 'merInfo') return isPlainObject(value) ? (value as MerchantInfo) : null;
  return typeof value === 'string' && value !== '' ? value : null;
}

function serialise(field: keyof Session, session: Session): string | null {
  if (field === 'merInfo') return session.merInfo === null ? null : JSON.stringify(session.merInfo);
  if (field === 'total') return session.total === 0 ? null : String(session.total);
  const value = session[field];
  return typeof value === 'string' ? value : null;
}

function parseMerInfo(raw: string | null): MerchantInfo | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPlainObject(value) ? (value as MerchantInfo) : null;
  } catch {
    return null;
  }
}

function parseTotal(raw: string | null): number {
  const value = Number(raw);
  return raw !== null && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
