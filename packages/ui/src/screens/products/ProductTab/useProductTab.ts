import { parseMoney, type Money } from '@merchant/api';
import { $api } from '../../../data/api';
import type { PendingState } from '../shared/loadState';

/** One best-selling product of the shop, parsed for the view. */
export type BestSeller = {
  /** Shop listing id. */
  id: number;
  productId: number;
  title: string;
  image: string;
  salesPrice: Money | null;
  sales: number;
  clicks: number;
};

export type ProductTabState =
  PendingState | { status: 'empty' } | { status: 'ready'; items: BestSeller[] };

/** The shop's best sellers (GET /merchant/product/hot). */
export function useProductTab(): ProductTabState {
  const query = $api.useQuery('get', '/merchant/product/hot');
  if (query.isPending) return { status: 'loading' };
  if (query.isError)
    return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  const items = query.data.data.map((row): BestSeller => ({
    id: row.id,
    productId: row.product_id,
    title: row.goods.title,
    image: row.goods.image,
    salesPrice: parseMoney(row.goods.sales_price),
    sales: row.sales,
    clicks: row.click,
  }));
  return items.length === 0 ? { status: 'empty' } : { status: 'ready', items };
}
