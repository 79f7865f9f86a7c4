// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $api } from '../kit/api';
import { primeReads } from './primeReads';
import { createQueryClient } from './queryClient';

const ORDERS = { total: 1, list: [{ id: 7, order_sn: 'SO1' }] };
const PROFILE = { id: 1, mer_name: 'Demo shop' };
let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (input: Request) => {
    const url = new URL(input.url);
    requests.push(`${url.pathname}${url.search}`);
    const data = url.pathname.endsWith('/getMerInfo') ? PROFILE : ORDERS;
    const refused = url.searchParams.get('status') === 'refused';
    return Promise.resolve(
      Response.json(refused ? { code: 0, msg: 'no' } : { code: 1, msg: '', data }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

// The keys as the build writes them into a page (JSON), as the screens' hooks make them.
const asRecorded = (key: readonly unknown[]) => JSON.parse(JSON.stringify(key)) as unknown[];
const ORDER_INIT = { params: { query: { status: 'all' as const, limit: 10 } } };

function wrapperOf(client: ReturnType<typeof createQueryClient>) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('primeReads', () => {
  it("puts a page's answers where its hooks find them: they draw them in their first render, asking nothing again", async () => {
    const client = createQueryClient({ retry: false });
    const primed = await primeReads(client, [
      { key: asRecorded(['get', '/merchant/merchant/getMerInfo']) },
      { key: asRecorded(['get', '/merchant/order/list', ORDER_INIT]), page: 1 },
    ]);
    expect(primed).toBe(true);
    expect(requests.sort()).toEqual([
      '/merchant/merchant/getMerInfo',
      '/merchant/order/list?status=all&limit=10&page=1',
    ]);

    const { result } = renderHook(
      () => ({
        profile: $api.useQuery('get', '/merchant/merchant/getMerInfo'),
        orders: $api.useInfiniteQuery('get', '/merchant/order/list', ORDER_INIT, {
          pageParamName: 'page',
          initialPageParam: 1,
          getNextPageParam: () => undefined,
        }),
      }),
      { wrapper: wrapperOf(client) },
    );
    expect(result.current.profile.data).toMatchObject({ data: PROFILE });
    expect(result.current.orders.data?.pages).toMatchObject([{ data: ORDERS }]);
    expect(requests).toHaveLength(2);
  });

  it('says when a read has no answer (refused, or not one it can read), and leaves it to the screen', async () => {
    const client = createQueryClient({ retry: false });
    const init = { params: { query: { status: 'refused' } } };
    expect(
      await primeReads(client, [{ key: asRecorded(['get', '/merchant/order/list', init]) }]),
    ).toBe(false);
    expect(await primeReads(client, [{ key: ['custom', 'key'] }])).toBe(false);
    expect(client.getQueryState(['custom', 'key'])).toBeUndefined();
  });
});
