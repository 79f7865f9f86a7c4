import { parseIdParam } from '../../../data/address/ids';
import { validPriceRange, type PriceRange } from './priceRange';

/**
 * What the distribution centre is filtered by; kept in the address so Back returns to the
 * same list: `/distribution?category=3&search=lamp&min=10.00&max=50.00`.
 */
export type CatalogueFilters = {
  /** A category id, or null for every category. */
  categoryId: number | null;
  title: string;
  price: PriceRange;
};

/** The address's query -> filters; a bad price range in the address is ignored, not sent. */
export function catalogueFiltersFromParams(params: URLSearchParams): CatalogueFilters {
  const range = validPriceRange({ min: params.get('min') ?? '', max: params.get('max') ?? '' });
  return {
    categoryId: parseIdParam(params.get('category')),
    title: params.get('search')?.trim() ?? '',
    price: range ?? {},
  };
}

/** Filters -> the address's query (what is not filtered is left out). */
export function catalogueFiltersToParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId !== null) params.set('category', String(filters.categoryId));
  if (filters.title) params.set('search', filters.title);
  if (filters.price.min_price) params.set('min', filters.price.min_price);
  if (filters.price.max_price) params.set('max', filters.price.max_price);
  return params;
}

/** Whether anything narrows the list (an empty list then means nothing matched). */
export function isFiltered(filters: CatalogueFilters): boolean {
  return (
    filters.categoryId !== null || filters.title !== '' || Object.keys(filters.price).length > 0
  );
}
