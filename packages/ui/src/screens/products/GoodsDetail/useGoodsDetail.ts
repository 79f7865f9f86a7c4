import { isApiError, parseMoney, type Money } from '@merchant/api';
import { $api } from '../../../data/api';
import type { PendingState } from '../shared/loadState';

/** A product as the detail page shows it. */
export type GoodsDetail = {
  productId: number;
  title: string;
  /** Gallery urls (the main image when the server sends no gallery). */
  images: string[];
  /** The server's HTML description, NOT yet sanitised. */
  content: string;
  costPrice: Money | null;
  salesPrice: Money | null;
  profit: Money | null;
  stock: number;
  views: number;
  specs: { name: string; value: string }[];
};

export type GoodsDetailState =
  | PendingState
  | {
      status: 'notFound';
      /** The server's reason, when it gave one. */
      message?: string;
    }
  | { status: 'ready'; product: GoodsDetail };

/** A product id from the address: a positive integer, else null (and no request is made). */
export function parseProductId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** One product (GET /merchant/product/detail). */
export function useGoodsDetail(rawId: string | null): GoodsDetailState {
  const productId = parseProductId(rawId);
  const query = $api.useQuery(
    'get',
    '/merchant/product/detail',
    { params: { query: { product_id: productId ?? 0 } } },
    { enabled: productId !== null },
  );
  if (productId === null) return { status: 'notFound' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    // The platform answers an unknown id with code 0 ("the product does not exist").
    if (isApiError(query.error) && query.error.kind === 'business') {
      return { status: 'notFound', message: query.error.msg || undefined };
    }
    return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  }
  // ... and sometimes with code 1 and no product at all.
  const data = query.data.data as typeof query.data.data | null | undefined;
  if (!data || typeof data !== 'object' || !data.product_id) return { status: 'notFound' };
  const gallery = Array.isArray(data.images) ? data.images.filter((url) => url) : [];
  return {
    status: 'ready',
    product: {
      productId: data.product_id,
      title: data.title,
      images: gallery.length > 0 ? gallery : data.image ? [data.image] : [],
      content: typeof data.content === 'string' ? data.content : '',
      costPrice: parseMoney(data.cost_price),
      salesPrice: parseMoney(data.sales_price),
      profit: parseMoney(data.profit),
      stock: data.stock,
      views: data.look,
      specs: Array.isArray(data.specs) ? data.specs : [],
    },
  };
}
