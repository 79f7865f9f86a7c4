import 'fake-indexeddb/auto';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PersistedReads from './persistedReads';
import type * as Restored from './restored';
import type * as Session from './session';

const PROFILE = ['get', '/merchant/merchant/getMerInfo'] as const;
const BILL = ['get', '/merchant/merchant/bill', { params: { query: { page: 1 } } }] as const;
const LANGUAGES = ['get', '/merchant/merchant/language_list'] as const;
const ORDERS = ['get', '/merchant/order/list', { params: { query: { status: 'all' } } }] as const;

type Loaded = {
  persisted: typeof PersistedReads;
  restored: typeof Restored;
  session: typeof Session.session;
  client: QueryClient;
};

/** One page load: fresh modules (the app's module state) and a fresh client. */
async function pageLoad(): Promise<Loaded> {
  vi.resetModules();
  const persisted = await import('./persistedReads');
  const restored = await import('./restored');
  const { session } = await import('./session');
  return { persisted, restored, session, client: new QueryClient() };
}

/** A page load with merchant `merId` logged in (token `token`). */
async function pageLoadAs(merId: number, token = 't'): Promise<Loaded> {
  const load = await pageLoad();
  load.session.set({ token, merInfo: { mer_id: merId } as never });
  return load;
}

const answer = (data: unknown) => ({ code: 1, msg: '', data });

/** Watches a query as a mounted screen would (so it counts as on screen). */
function onScreen(client: QueryClient, queryKey: readonly unknown[], data: unknown) {
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => answer(data),
    staleTime: 30_000,
  });
  return observer.subscribe(() => {});
}

/** The entries the device keeps (key and text). */
async function kept(): Promise<Record<string, string>> {
  const { createStore, entries } = await import('idb-keyval');
  const all = await entries(createStore('merchant-last-seen', 'reads'));
  return Object.fromEntries(all.map(([key, value]) => [String(key), String(value)]));
}

const waitForWrite = () => new Promise((resolve) => setTimeout(resolve, 1300));

describe('the last-seen shop', () => {
  beforeEach(async () => {
    const { clear, createStore } = await import('idb-keyval');
    await clear(createStore('merchant-last-seen', 'reads'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the listed reads of the merchant, restores them on the next load, marked', async () => {
    const first = await pageLoadAs(7, 'secret-token');
    await first.persisted.restoreLastSeen(first.client);
    onScreen(first.client, PROFILE, { mer_id: 7, mer_money: '10.00' });
    onScreen(first.client, LANGUAGES, [{ code: 'en' }]);
    await first.client.fetchQuery({ queryKey: BILL, queryFn: () => answer({ list: [1] }) });
    await waitForWrite();
    const stored = await kept();
    expect(Object.keys(stored)).toEqual(['shop:merchant:7']);
    const text = stored['shop:merchant:7'] ?? '';
    expect(text).toContain('getMerInfo');
    expect(text).toContain('/merchant/merchant/bill');
    expect(text).not.toContain('language_list');
    expect(text).not.toContain('secret-token');

    // The next load: drawn from the device, marked as restored until answered again.
    const second = await pageLoadAs(7, 'secret-token');
    expect(await second.persisted.restoreLastSeen(second.client)).toBe(2);
    const profile = second.client.getQueryCache().find({ queryKey: PROFILE });
    expect(profile?.state.data).toEqual(answer({ mer_id: 7, mer_money: '10.00' }));
    expect(profile?.state.isInvalidated).toBe(true);
    expect(second.restored.restoredOnScreen(second.client)).toEqual([]);
    const unsubscribe = onScreen(second.client, PROFILE, { mer_id: 7, mer_money: '12.00' });
    // On screen, and asked again at once: no longer the restored answer once it arrives.
    await vi.waitFor(() =>
      expect(second.client.getQueryData(PROFILE)).toEqual(
        answer({ mer_id: 7, mer_money: '12.00' }),
      ),
    );
    expect(second.restored.restoredOnScreen(second.client)).toEqual([]);
    unsubscribe();

    // And the second load keeps what it reads too.
    onScreen(second.client, ORDERS, { list: ['o1'] });
    await waitForWrite();
    expect((await kept())['shop:merchant:7']).toContain('/merchant/order/list');
  });

  it("restores from the boot script's read of the device when the page has one", async () => {
    const first = await pageLoadAs(7);
    await first.persisted.restoreLastSeen(first.client);
    onScreen(first.client, PROFILE, { mer_id: 7, mer_money: '10.00' });
    await waitForWrite();
    const stored = await kept();
    const { clear, createStore } = await import('idb-keyval');
    await clear(createStore('merchant-last-seen', 'reads'));

    // The device holds nothing now: what is restored can only come from the boot script's read.
    const page = globalThis as { __merchantKept?: Promise<Record<string, unknown> | null> };
    page.__merchantKept = Promise.resolve(stored);
    const second = await pageLoadAs(7);
    expect(await second.persisted.restoreLastSeen(second.client)).toBe(1);
    expect(second.client.getQueryData(PROFILE)).toEqual(answer({ mer_id: 7, mer_money: '10.00' }));
    expect(page.__merchantKept).toBeUndefined();

    // A read that failed goes to the device itself (which the second load wrote again).
    await waitForWrite();
    page.__merchantKept = Promise.resolve(null);
    const third = await pageLoadAs(7);
    expect(await third.persisted.restoreLastSeen(third.client)).toBe(1);
    expect(third.client.getQueryData(PROFILE)).toEqual(answer({ mer_id: 7, mer_money: '10.00' }));
  });

  it('never draws the device over what this visit has answered or failed already', async () => {
    const first = await pageLoadAs(7);
    await first.persisted.restoreLastSeen(first.client);
    first.client.setQueryData(PROFILE, answer({ mer_id: 7, kept: true }));
    first.client.setQueryData(BILL, answer({ list: ['kept'] }));
    first.client.setQueryData(ORDERS, answer({ list: ['kept'] }));
    await waitForWrite();

    const late = await pageLoadAs(7);
    late.client.setQueryData(PROFILE, answer({ mer_id: 7, kept: false }));
    await late.client
      .fetchQuery({ queryKey: BILL, queryFn: () => Promise.reject(new Error('unreadable')) })
      .catch(() => {});
    expect(await late.persisted.restoreLastSeen(late.client)).toBe(1);
    expect(late.client.getQueryData(PROFILE)).toEqual(answer({ mer_id: 7, kept: false }));
    expect(late.client.getQueryState(BILL)?.status).toBe('error');
    expect(late.client.getQueryData(BILL)).toBeUndefined();
    expect(late.client.getQueryData(ORDERS)).toEqual(answer({ list: ['kept'] }));
  });

  it('draws the device over a read that did not reach the platform (offline)', async () => {
    const first = await pageLoadAs(7);
    await first.persisted.restoreLastSeen(first.client);
    first.client.setQueryData(BILL, answer({ list: ['kept'] }));
    await waitForWrite();

    const late = await pageLoadAs(7);
    const { ApiError } = await import('@merchant/api');
    await late.client
      .fetchQuery({ queryKey: BILL, queryFn: () => Promise.reject(new ApiError('network')) })
      .catch(() => {});
    expect(await late.persisted.restoreLastSeen(late.client)).toBe(1);
    expect(late.client.getQueryData(BILL)).toEqual(answer({ list: ['kept'] }));
  });

  it('keeps a paged list to its first page', async () => {
    const load = await pageLoadAs(7);
    await load.persisted.restoreLastSeen(load.client);
    load.client.setQueryData(ORDERS, {
      pages: [answer({ list: ['first'] }), answer({ list: ['second'] })],
      pageParams: [1, 2],
    });
    await waitForWrite();
    const text = (await kept())['shop:merchant:7'] ?? '';
    expect(text).toContain('first');
    expect(text).not.toContain('second');
  });

  it('drops everything at logout, and writes nothing waiting behind it', async () => {
    const load = await pageLoadAs(7);
    await load.persisted.restoreLastSeen(load.client);
    load.client.setQueryData(PROFILE, answer({ mer_id: 7 }));
    await waitForWrite();
    expect(Object.keys(await kept())).toEqual(['shop:merchant:7']);
    // A change waits for the write's throttle, then the session ends (logout or a 401).
    load.client.setQueryData(BILL, answer({ list: [] }));
    load.session.clear();
    await waitForWrite();
    expect(await kept()).toEqual({});
  });

  it("drops another merchant's shop, and anything older than 7 days", async () => {
    const first = await pageLoadAs(7);
    await first.persisted.restoreLastSeen(first.client);
    first.client.setQueryData(PROFILE, answer({ mer_id: 7 }));
    await waitForWrite();

    const other = await pageLoadAs(8, 'u');
    expect(await other.persisted.restoreLastSeen(other.client)).toBe(0);
    await vi.waitFor(async () =>
      expect(Object.keys(await kept())).not.toContain('shop:merchant:7'),
    );

    other.client.setQueryData(PROFILE, answer({ mer_id: 8 }));
    await waitForWrite();
    expect((await kept())['shop:merchant:8']).toContain('getMerInfo');
    const later = await pageLoadAs(8, 'u');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + later.persisted.KEPT_FOR_MS + 60_000);
    expect(await later.persisted.restoreLastSeen(later.client)).toBe(0);
    vi.restoreAllMocks();
    // Gone from the device (what this load keeps from now on starts empty).
    await vi.waitFor(async () =>
      expect((await kept())['shop:merchant:8'] ?? '').not.toContain('getMerInfo'),
    );
    expect(later.client.getQueryData(PROFILE)).toBeUndefined();
  });

  it('learns the merchant from a profile read already answered when it starts', async () => {
    const load = await pageLoad();
    load.session.set({ token: 't', merInfo: null });
    onScreen(load.client, PROFILE, { mer_id: 5 });
    await vi.waitFor(() => expect(load.client.getQueryData(PROFILE)).toBeDefined());
    await load.persisted.restoreLastSeen(load.client);
    expect(load.session.get().merInfo?.mer_id).toBe(5);
    await waitForWrite();
    expect(Object.keys(await kept())).toEqual(['shop:merchant:5']);
  });

  it('learns the merchant from the profile read when the session holds only a token', async () => {
    const load = await pageLoad();
    load.session.set({ token: 't', merInfo: null });
    await load.persisted.restoreLastSeen(load.client);
    onScreen(load.client, PROFILE, { mer_id: 9, mer_name: 'Shop' });
    await vi.waitFor(() => expect(load.session.get().merInfo?.mer_id).toBe(9));
    await waitForWrite();
    expect(Object.keys(await kept())).toEqual(['shop:merchant:9']);
  });

  it('writes at once when the page is hidden, not after the throttle', async () => {
    // A page that can be hidden (these tests run without one).
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', page);
    /** The merchant's entry once it holds `text` (within 3 s), or what it holds. */
    const keptWith = async (text: string) => {
      let entry = '';
      for (const until = performance.now() + 3000; performance.now() < until;) {
        entry = (await kept())['shop:merchant:7'] ?? '';
        if (entry.includes(text)) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return entry;
    };
    try {
      const load = await pageLoadAs(7);
      await load.persisted.restoreLastSeen(load.client);
      load.client.setQueryData(PROFILE, answer({ mer_id: 7 }));
      expect(await keptWith('getMerInfo')).toContain('getMerInfo');
      // The clock stands still right after that write: the throttle's next write never comes.
      vi.useFakeTimers({ toFake: ['Date'] });
      load.client.setQueryData(BILL, answer({ list: ['b1'] }));
      page.visibilityState = 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
      expect(await keptWith('/merchant/merchant/bill')).toContain('/merchant/merchant/bill');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
