import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createSessionStore, type MerchantInfo, type Session } from './session';

/** An in-memory Storage with the same string semantics as localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

const merInfo = {
  mer_id: 1001,
  mer_name: 'Sunrise Home Goods',
  mer_avatar: 'https://cdn.test/logo.png',
  real_name: 'Ana Lee',
  mer_phone: '5550100',
  mer_email: null,
  mer_money: '1,234.50',
  mer_level: 2,
  follow_count: 12,
  grade: '4.8',
  credit: 100,
  mer_address: '1 Market St',
  mer_info: null,
  mark: null,
  status: 1,
  have_pay: 1,
  custom_service: '',
  unread_notice: 3,
  total_income: '99.00',
} as MerchantInfo;

const loggedOut: Session = {
  token: null,
  merInfo: null,
  data: null,
  lang: null,
  total: 0,
  account: null,
};

describe('createSessionStore', () => {
  it('starts logged out on empty storage, and without storage', () => {
    expect(createSessionStore(memoryStorage()).get()).toEqual(loggedOut);
    expect(createSessionStore(null).get()).toEqual(loggedOut);
  });

  it('persists every field across store instances under the keys the old app used', () => {
    const storage = memoryStorage();
    createSessionStore(storage).set({
      token: 'tok-1',
      merInfo,
      data: 'opaque',
      lang: 'en',
      total: 7,
      account: 'ana@shop.test',
    });
    expect(Object.fromEntries(storage.items)).toEqual({
      token: 'tok-1',
      MerInfo: JSON.stringify(merInfo),
      data: 'opaque',
      lang: 'en',
      total: '7',
      account: 'ana@shop.test',
    });
    expect(createSessionStore(storage).get()).toEqual({
      token: 'tok-1',
      merInfo,
      data: 'opaque',
      lang: 'en',
      total: 7,
      account: 'ana@shop.test',
    });
  });

  it('logs out with clear(), keeping the language and the remembered account', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set({ token: 't', merInfo, data: 'd', lang: 'zh-CN', total: 3, account: 'ana' });
    store.clear();
    expect(store.get()).toEqual({ ...loggedOut, lang: 'zh-CN', account: 'ana' });
    expect(Object.fromEntries(storage.items)).toEqual({ lang: 'zh-CN', account: 'ana' });
    expect(createSessionStore(storage).get()).toEqual(store.get());
  });

  it.each([
    ['broken JSON', '{"mer_id":'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"hello"'],
  ])('reads a corrupt MerInfo (%s) as null without throwing', (_, raw) => {
    const store = createSessionStore(memoryStorage({ token: 't', MerInfo: raw }));
    expect(store.get()).toMatchObject({ token: 't', merInfo: null });
  });

  it.each(['-1', 'abc', '1.5', '', 'Infinity'])('reads a corrupt total %j as 0', (raw) => {
    expect(createSessionStore(memoryStorage({ total: raw })).get().total).toBe(0);
  });

  it('reads an empty stored token as logged out', () => {
    expect(createSessionStore(memoryStorage({ token: '' })).get().token).toBeNull();
  });

  it('keeps working in memory when the storage throws (private mode, quota)', () => {
    const boom = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const store = createSessionStore({ getItem: boom, setItem: boom, removeItem: boom });
    expect(store.get()).toEqual(loggedOut);
    expect(() => store.set({ token: 't', merInfo })).not.toThrow();
    expect(store.get()).toMatchObject({ token: 't', merInfo });
    expect(() => store.clear()).not.toThrow();
    expect(store.get().token).toBeNull();
  });

  it('notifies subscribers after each change until they unsubscribe', () => {
    const store = createSessionStore(memoryStorage());
    const listener = vi.fn(() => {
      expect(store.get().token).not.toBeUndefined();
    });
    const unsubscribe = store.subscribe(listener);
    store.set({ token: 't' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({ token: 't' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set({ token: 'u' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same object from get() until something changes', () => {
    const store = createSessionStore(memoryStorage());
    const { get } = store;
    const first = get();
    expect(get()).toBe(first);
    store.set({ lang: null, total: 0 });
    expect(get()).toBe(first);
    store.set({ lang: 'en' });
    const second = get();
    expect(second).not.toBe(first);
    expect(get()).toBe(second);
    expect(first.lang).toBeNull();
    expect(Object.isFrozen(second)).toBe(true);
  });

  it('never stores a password: there is no field for one, and extra keys are dropped', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).map((s) => `secret:${s}`),
        fc.string(),
        (password, account) => {
          const storage = memoryStorage();
          const store = createSessionStore(storage);
          store.set({
            token: 'tok',
            account,
            merInfo,
            ...({ pwd: password, password, password_pay: password } as object),
          });
          expect(Object.keys(store.get()).sort()).toEqual(
            ['account', 'data', 'lang', 'merInfo', 'token', 'total'].sort(),
          );
          for (const [key, value] of storage.items) {
            expect(key).not.toBe('pwd');
            if (!account.includes(password)) expect(value).not.toContain(password);
          }
        },
      ),
    );
  });

  it('deletes a password an older build left in storage', () => {
    const storage = memoryStorage({ pwd: 'hunter22', token: 't' });
    createSessionStore(storage);
    expect(storage.items.has('pwd')).toBe(false);
    expect(storage.items.get('token')).toBe('t');
  });
});
