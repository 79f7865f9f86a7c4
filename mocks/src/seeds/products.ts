/** The products slice of each seed; in `empty` the platform has no products at all. */
import { categoriesFixture, productsFixture, shopProductsFixture } from '../fixtures/catalogue.ts';
import type { ProductsState } from '../state/types.ts';
import type { SeedName } from './names.ts';

export function productsSeed(seed: SeedName): ProductsState {
  if (seed === 'empty') return { categories: categoriesFixture(), products: [], shopProducts: [] };
  const products = productsFixture();
  return {
    categories: categoriesFixture(),
    products,
    shopProducts: shopProductsFixture(products),
  };
}
