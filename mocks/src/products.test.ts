import { describe, expect, it } from 'vitest';
import { UNSAFE_HTML_PRODUCT_ID } from './fixtures/catalogue.ts';
import { get, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const ids = (list: Loose[]) => list.map((p) => p.product_id);

describe('distribution centre', () => {
  it('pages: page 2 differs from page 1 and the last page is short', async () => {
    const first = (await get('/merchant/product/product', { category_id: 0 })).data;
    const second = (await get('/merchant/product/product', { category_id: 0, page: 2 })).data;
    expect(first.total).toBeGreaterThanOrEqual(45);
    expect(first.list).toHaveLength(10);
    expect(ids(second.list)).not.toEqual(ids(first.list));
    const lastPage = Math.ceil(first.total / 10);
    const last = (await get('/merchant/product/product', { category_id: 0, page: lastPage })).data;
    expect(last.list.length).toBe(first.total - (lastPage - 1) * 10);
    expect(last.list.length).toBeLessThan(10);
    expect(
      (await get('/merchant/product/product', { category_id: 0, page: lastPage + 1 })).data.list,
    ).toEqual([]);
  });

  it('filters by category, title and price range', async () => {
    const categories = (await get('/merchant/product/category')).data;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const electronics = (await get('/merchant/product/product', { category_id: 3, limit: 100 }))
      .data;
    expect(electronics.total).toBe(8);
    const byTitle = (
      await get('/merchant/product/product', { category_id: 0, title: 'kettle', limit: 100 })
    ).data;
    expect(byTitle.total).toBe(0); // the kettle is already in the shop
    const range = { category_id: 0, min_price: '10', max_price: '20.00', limit: 100 };
    const cheap = (await get('/merchant/product/product', { ...range, isPriceFiltering: 'true' }))
      .data;
    expect(cheap.total).toBeGreaterThan(0);
    for (const product of cheap.list) {
      expect(Number(product.sales_price)).toBeGreaterThanOrEqual(10);
      expect(Number(product.sales_price)).toBeLessThanOrEqual(20);
    }
    // Without isPriceFiltering=true the ends do not filter.
    const unfiltered = (await get('/merchant/product/product', range)).data;
    expect(unfiltered.total).toBeGreaterThan(cheap.total);
  });

  it('moves added products from the catalogue into the shop (add, addAll, addAllHot)', async () => {
    const catalogue = (await get('/merchant/product/product', { category_id: 0, limit: 100 })).data;
    const shop = (await get('/merchant/product/manage', { limit: 100 })).data;
    const [a, b, c] = catalogue.list as Loose[];
    // add takes one product_id as a number; a list or a comma-joined string is refused.
    expect((await post('/merchant/product/add', { ids: [a.product_id] })).code).toBe(0);
    expect((await post('/merchant/product/add', { ids: `${a.product_id}` })).code).toBe(0);
    expect((await post('/merchant/product/add', { ids: a.product_id })).code).toBe(1);
    expect((await post('/merchant/product/addAll', { ids: b.product_id })).code).toBe(0);
    expect(
      (await post('/merchant/product/addAll', { ids: [b.product_id, c.product_id] })).code,
    ).toBe(1);
    const nextCatalogue = (await get('/merchant/product/product', { category_id: 0, limit: 100 }))
      .data;
    expect(nextCatalogue.total).toBe(catalogue.total - 3);
    expect(ids(nextCatalogue.list)).not.toContain(a.product_id);
    const nextShop = (await get('/merchant/product/manage', { limit: 100 })).data;
    expect(nextShop.total).toBe(shop.total + 3);
    expect(ids(nextShop.list)).toEqual(
      expect.arrayContaining([a.product_id, b.product_id, c.product_id]),
    );

    const hot = catalogue.list.filter(
      (p: Loose) => p.is_hot === 1 && ![a, b, c].includes(p),
    ).length;
    expect((await post('/merchant/product/addAllHot')).code).toBe(1);
    expect((await get('/merchant/product/product', { category_id: 0 })).data.total).toBe(
      catalogue.total - 3 - hot,
    );
    expect((await post('/merchant/product/addAllHot')).code).toBe(0);
  });
});

describe('shop products', () => {
  it('has products on and off shelf, some recommended', async () => {
    const shop = (await get('/merchant/product/manage', { limit: 100 })).data;
    expect(shop.total).toBeGreaterThanOrEqual(25);
    expect(new Set(shop.list.map((p: Loose) => p.switch))).toEqual(new Set([0, 1]));
    expect(shop.list.some((p: Loose) => p.is_recommend === 1)).toBe(true);
    const off = (await get('/merchant/product/manage', { switch: '0', limit: 100 })).data;
    expect(off.list.every((p: Loose) => p.switch === 0)).toBe(true);
    expect((await get('/merchant/product/manage', { title: 'mug' })).data.list[0].goods.title).toBe(
      'Aurora Ceramic Mug',
    );
  });

  it('shows setSwitch and del on the next list', async () => {
    const on = (await get('/merchant/product/manage', { switch: '1' })).data;
    const shop = (await get('/merchant/product/manage', { limit: 100 })).data.list as Loose[];
    // A listing whose id is no listed product's product_id: del by that id removes nothing.
    const row = on.list.find((r: Loose) => !shop.some((p) => p.product_id === r.id));
    // The switch is a string, "0" or "1".
    expect((await post('/merchant/product/setSwitch', { id: row.id, switch: 0 })).code).toBe(0);
    expect((await post('/merchant/product/setSwitch', { id: row.id, switch: '0' })).code).toBe(1);
    expect((await get('/merchant/product/manage', { switch: '1' })).data.total).toBe(on.total - 1);
    const off = (await get('/merchant/product/manage', { switch: '0', limit: 100 })).data;
    expect(off.list.map((p: Loose) => p.id)).toContain(row.id);

    const catalogue = (await get('/merchant/product/product', { category_id: 0 })).data.total;
    // del takes ONE catalogue product_id as a number: not the listing id, not a list.
    expect((await post('/merchant/product/del', { ids: [row.product_id] })).code).toBe(0);
    expect(row.id).not.toBe(row.product_id);
    expect((await post('/merchant/product/del', { ids: row.id })).code).toBe(0);
    expect((await post('/merchant/product/del', { ids: row.product_id })).code).toBe(1);
    const all = (await get('/merchant/product/manage', { limit: 100 })).data;
    expect(all.list.map((p: Loose) => p.id)).not.toContain(row.id);
    expect((await get('/merchant/product/product', { category_id: 0 })).data.total).toBe(
      catalogue + 1,
    );
    expect((await post('/merchant/product/del', { ids: row.product_id })).code).toBe(0);
  });

  it('lists the shop best sellers as hot products', async () => {
    const hot = (await get('/merchant/product/hot')).data;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot[0].sales).toBeGreaterThanOrEqual(hot[hot.length - 1].sales);
  });
});

describe('product detail', () => {
  it('carries HTML content and specs; one detail holds unsafe HTML for the sanitiser', async () => {
    const detail = (await get('/merchant/product/detail', { product_id: UNSAFE_HTML_PRODUCT_ID }))
      .data;
    expect(detail.content).toContain('<script>');
    expect(detail.content).toContain('onerror=');
    expect(detail.specs[0]).toEqual({ name: 'Colour', value: 'Ivory, Sage, Charcoal' });
    expect((await get('/merchant/product/detail', { product_id: 9999 })).code).toBe(0);
  });
});
