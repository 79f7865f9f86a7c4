import type { Money, components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import {
  readCount,
  readList,
  readMoney,
  readRecord,
  readText,
  rowKey,
} from '../../../data/kit/read';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';

/** One best-selling product of the shop, parsed for the view. */
export type BestSeller = {
  /** The row's key: its listing id when the server sent one (the platform's client never reads it). */
  key: string;
  productId: number | null;
  title: string;
  image: string;
  salesPrice: Money | null;
  sales: number | null;
  clicks: number | null;
};

function parseHot(data: components['schemas']['HotProduct'][]): BestSeller[] {
  return readList(data).map((row, index) => ({
    key: rowKey(readRecord(row), 'id', index),
    productId: readCount(row.product_id),
    title: readText(row.goods?.title),
    image: readText(row.goods?.image),
    salesPrice: readMoney(row.goods?.sales_price),
    sales: readCount(row.sales),
    clicks: readCount(row.click),
  }));
}

/** The shop's best sellers (GET /merchant/product/hot); empty when there are none. */
export function useProductTab(): RequestState<BestSeller[]> {
  const query = $api.useQuery('get', '/merchant/product/hot', undefined, {
    select: selectData(parseHot),
  });
  return requestState(query, (items) => items.length === 0);
}
