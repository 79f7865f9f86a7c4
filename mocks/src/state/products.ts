/** Products: the platform's products, the distribution centre and the shop's listings. */
import type { Product, ShopProduct } from '../types.ts';
import { db, nextId } from './store.ts';

/** Products in the distribution centre: not (yet) listed in the shop. */
export function catalogue(): Product[] {
  const { products, shopProducts } = db();
  const listed = new Set(shopProducts.map((row) => row.product_id));
  return products.filter((product) => !listed.has(product.product_id));
}

export function findProduct(productId: number): Product | undefined {
  return db().products.find((product) => product.product_id === productId);
}

/** Lists a catalogue product in the shop; a new listing starts on shelf with no sales. */
export function listInShop(product: Product): ShopProduct {
  const row: ShopProduct = {
    id: nextId('shopProduct'),
    product_id: product.product_id,
    sales: 0,
    click: 0,
    switch: 1,
    stock: product.stock,
    is_recommend: 0,
  };
  db().shopProducts.push(row);
  return row;
}
