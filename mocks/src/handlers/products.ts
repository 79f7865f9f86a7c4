/** Products: distribution centre (catalogue), the shop's listing, hot products, detail. */
import { parseMoney } from '../money.ts';
import { catalogue, findProduct, listInShop } from '../state/products.ts';
import { db } from '../state/store.ts';
import type { Product } from '../types.ts';
import { done, idList, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';
import { catalogueProduct, hotProduct, productDetail, shopProduct } from './wire.ts';

/** Adds catalogue products to the shop within the level's product quota. */
function addToShop(products: Product[]): Response {
  if (products.length === 0) return refuse('Please choose products');
  const state = db();
  const level = state.levels.find((l) => l.level_id === state.merchant.mer_level);
  if (level && state.shopProducts.length + products.length > level.product_num) {
    return refuse(
      `Your level allows up to ${level.product_num} products, please upgrade to add more`,
    );
  }
  for (const product of products) listInShop(product);
  return done('Added to your shop');
}

/** The catalogue products among the given ids (ids already in the shop or unknown are skipped). */
function pickFromCatalogue(ids: number[]): Product[] {
  const available = catalogue();
  return ids
    .map((id) => available.find((p) => p.product_id === id))
    .filter((p): p is Product => p !== undefined);
}

export const productHandlers = [
  operation(
    { operationId: 'listHotProducts', method: 'get', path: '/merchant/product/hot' },
    () => {
      // The shop's best sellers on shelf, best first.
      const rows = db()
        .shopProducts.filter((row) => row.switch === 1 && row.sales > 0)
        .sort((a, b) => b.sales - a.sales || a.id - b.id)
        .slice(0, 6);
      return ok(rows.map(hotProduct));
    },
  ),

  operation(
    { operationId: 'listCategories', method: 'get', path: '/merchant/product/category' },
    () => ok(db().categories.map((c) => ({ ...c }))),
  ),

  operation(
    { operationId: 'listCatalogue', method: 'get', path: '/merchant/product/product' },
    ({ input }) => {
      // category_id 0 is every category; the price ends apply only with isPriceFiltering=true.
      const categoryId = int(input, 'category_id');
      const title = text(input, 'title').toLowerCase();
      const priced = text(input, 'isPriceFiltering') === 'true';
      const end = (key: string) =>
        !priced || text(input, key) === '' ? null : parseMoney(text(input, key));
      const min = end('min_price');
      const max = end('max_price');
      const rows = catalogue().filter(
        (p) =>
          (categoryId === null || categoryId === 0 || p.category_id === categoryId) &&
          (title === '' || p.title.toLowerCase().includes(title)) &&
          (min === null || p.salesCents >= min) &&
          (max === null || p.salesCents <= max),
      );
      return ok({ total: rows.length, list: pageOf(rows, paging(input)).map(catalogueProduct) });
    },
  ),

  // add takes ONE product_id as `ids` (a number); addAll a JSON array of them.
  operation(
    { operationId: 'addProducts', method: 'post', path: '/merchant/product/add' },
    ({ input }) => {
      const id = typeof input.ids === 'number' ? int(input, 'ids') : null;
      return addToShop(pickFromCatalogue(id === null ? [] : [id]));
    },
  ),

  operation(
    { operationId: 'addAllProducts', method: 'post', path: '/merchant/product/addAll' },
    ({ input }) =>
      addToShop(pickFromCatalogue(Array.isArray(input.ids) ? idList(input, 'ids') : [])),
  ),

  operation(
    { operationId: 'addAllHotProducts', method: 'post', path: '/merchant/product/addAllHot' },
    () => {
      const hot = catalogue().filter((p) => p.is_hot === 1);
      if (hot.length === 0) return refuse('No hot products to add');
      return addToShop(hot);
    },
  ),

  operation(
    { operationId: 'listShopProducts', method: 'get', path: '/merchant/product/manage' },
    ({ input }) => {
      const filter = text(input, 'switch') || 'all';
      const title = text(input, 'title').toLowerCase();
      const rows = db()
        .shopProducts.filter(
          (row) =>
            (filter === '0' ? row.switch === 0 : filter === '1' ? row.switch === 1 : true) &&
            (title === '' ||
              (findProduct(row.product_id)?.title.toLowerCase().includes(title) ?? false)),
        )
        .sort((a, b) => b.id - a.id);
      return ok({ total: rows.length, list: pageOf(rows, paging(input)).map(shopProduct) });
    },
  ),

  operation(
    { operationId: 'getProduct', method: 'get', path: '/merchant/product/detail' },
    ({ input }) => {
      const id = int(input, 'product_id');
      const product = id === null ? undefined : findProduct(id);
      return product ? ok(productDetail(product)) : refuse('The product does not exist');
    },
  ),

  operation(
    { operationId: 'setProductSwitch', method: 'post', path: '/merchant/product/setSwitch' },
    ({ input }) => {
      // `id` is the listing id, `switch` the new state as a string ("0" or "1").
      const id = int(input, 'id');
      const value = typeof input.switch === 'string' ? int(input, 'switch') : null;
      const row = db().shopProducts.find((r) => r.id === id);
      if (!row) return refuse('The product does not exist');
      if (value !== 0 && value !== 1) return refuse('Invalid switch value');
      row.switch = value;
      return done(value === 1 ? 'On shelf' : 'Off shelf');
    },
  ),

  operation(
    { operationId: 'removeProducts', method: 'post', path: '/merchant/product/del' },
    ({ input }) => {
      // `ids` is ONE catalogue product_id (a number), not the listing id: one call per product.
      const productId = typeof input.ids === 'number' ? int(input, 'ids') : null;
      const state = db();
      const row = state.shopProducts.find((r) => r.product_id === productId);
      if (productId === null || !row) return refuse('The product is not in your shop');
      state.shopProducts = state.shopProducts.filter((r) => r !== row);
      return done('Removed');
    },
  ),
];
