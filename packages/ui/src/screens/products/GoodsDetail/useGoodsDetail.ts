import type { Money, components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { useDetailQuery } from '../../../data/kit/detailQuery';
import { NotFoundError } from '../../../data/kit/failure';
import { readCount, readMoney, readText } from '../../../data/kit/read';
import { selectData, type RequestState } from '../../../data/kit/requestState';

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
  stock: number | null;
  views: number | null;
  specs: { name: string; value: string }[];
};

/** Wire product -> detail; a success without a product ("data": null) is not found. */
function parseDetail(data: components['schemas']['ProductDetail'] | null): GoodsDetail {
  const productId = data && typeof data === 'object' ? readCount(data.product_id) : null;
  if (!data || !productId) throw new NotFoundError();
  const gallery = Array.isArray(data.images)
    ? data.images.map(readText).filter((url) => url !== '')
    : [];
  const image = readText(data.image);
  return {
    productId,
    title: readText(data.title),
    images: gallery.length > 0 ? gallery : image ? [image] : [],
    content: readText(data.content),
    costPrice: readMoney(data.cost_price),
    salesPrice: readMoney(data.sales_price),
    profit: readMoney(data.profit),
    stock: readCount(data.stock),
    views: readCount(data.look),
    specs: Array.isArray(data.specs)
      ? data.specs.map((spec) => ({ name: readText(spec?.name), value: readText(spec?.value) }))
      : [],
  };
}

/** One product (GET /merchant/product/detail), read as every detail page reads (useDetailQuery). */
export function useGoodsDetail(productId: number | null): RequestState<GoodsDetail> {
  return useDetailQuery(productId, (id) =>
    $api.queryOptions(
      'get',
      '/merchant/product/detail',
      { params: { query: { product_id: id } } },
      { select: selectData(parseDetail) },
    ),
  );
}
