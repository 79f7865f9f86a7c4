/**
 * Orders, refunds and products as the platform's public client uses them: the order list and
 * detail, the refund list, the best sellers, the distribution centre and the shop's products.
 */
import type { WireFact } from '../types.ts';

/** An order of the demo shop that has shipped with a logistics timeline. */
const SHIPPED_ORDER = '1016';
/** A listing of the demo shop and its catalogue product (not the same number). */
const LISTING_ID = '30';
const LISTED_PRODUCT_ID = 70;
/** A distribution-centre product not yet in the demo shop. */
const CATALOGUE_PRODUCT_ID = 6;

const page = { page: '1', limit: '10' };

/** Throws unless `ok`, with the fact's words. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

export const facts: WireFact[] = [
  // ---- orders -----------------------------------------------------------------------------
  {
    fact: 'the order list sends status=all for every order (the filter is never left out)',
    operationId: 'listOrders',
    request: { query: { status: 'all', ...page } },
    rejects: [{ query: page }, { query: { status: '', ...page } }],
    responds: ['total', 'total_price', 'total_profit'],
  },
  {
    fact: 'order rows carry orderProduct (camelCase) with the picture and title in goods',
    operationId: 'listOrders',
    request: { query: { status: 'all', ...page } },
    responds: [
      'list[].order_id',
      'list[].order_sn',
      'list[].status',
      'list[].is_pick',
      'list[].delivery_status',
      'list[].createtime',
      'list[].total_num',
      'list[].total_cost',
      'list[].total_price',
      'list[].total_profit',
      'list[].orderProduct[].goods.image',
      'list[].orderProduct[].goods.title',
    ],
    expect: (data) => {
      const list = (data as { list: Record<string, unknown>[] }).list;
      must(
        list.every((row) => !('order_product' in row)),
        'a row carries order_product (snake_case)',
      );
    },
  },
  {
    fact: 'status -1 lists the cancelled orders',
    operationId: 'listOrders',
    request: { query: { status: '-1', ...page } },
    rejects: [{ query: { status: 'cancelled', ...page } }],
    expect: (data) => {
      const list = (data as { list: { status: number }[] }).list;
      must(list.length > 0 && list.every((row) => row.status === -1), 'not only cancelled (-1)');
    },
  },
  {
    fact: 'status -2 (refunded) is a tab of the order list too',
    operationId: 'listOrders',
    request: { query: { status: '-2', ...page } },
    rejects: [{ query: { status: 'refunded', ...page } }],
    expect: (data) => {
      const list = (data as { list: { status: number }[] }).list;
      must(list.length > 0 && list.every((row) => row.status === -2), 'not only refunded (-2)');
    },
  },
  {
    fact: 'the Order tab badge asks status=5 (paid, not picked) and reads total',
    operationId: 'listOrders',
    request: { query: { status: '5', ...page } },
    responds: ['total'],
  },
  {
    fact: 'order detail lines are product[] with image, title, product_num, total_price (no goods)',
    operationId: 'getOrder',
    request: { query: { id: SHIPPED_ORDER } },
    responds: [
      'order_sn',
      'user_address',
      'user_phone',
      'createtime',
      'total_profit',
      'total_price',
      'delivery_status',
      'product[].image',
      'product[].title',
      'product[].product_num',
      'product[].total_price',
    ],
    expect: (data) => {
      const lines = (data as { product: Record<string, unknown>[] }).product;
      must(
        lines.every((line) => !('goods' in line)),
        'a detail line nests its fields in goods',
      );
    },
  },
  {
    fact: 'the tracking number is delivery[0].delivery_no, beside mark and updatetime',
    operationId: 'getOrder',
    request: { query: { id: SHIPPED_ORDER } },
    responds: ['delivery[].mark', 'delivery[].updatetime', 'delivery[].delivery_no'],
    expect: (data) => {
      const detail = data as { delivery_no?: unknown; delivery: { delivery_no: string }[] };
      must(!('delivery_no' in detail), 'the detail has a top-level delivery_no');
      must(/^YT\d+$/.test(detail.delivery[0]?.delivery_no ?? ''), 'no tracking number');
    },
  },
  {
    fact: 'pick takes {order_id} and nothing else',
    operationId: 'pickOrder',
    request: { body: { order_id: 1036 }, payFirst: true },
    rejects: [{ body: { id: 1036 } }, { body: { order_id: 1036, ids: [1036] } }],
  },
  {
    fact: 'pick_batch takes {ids: [order_id, ...]}',
    operationId: 'pickOrders',
    request: { body: { ids: [1036] }, payFirst: true },
    rejects: [{ body: { ids: 1036 } }, { body: { ids: '1036' } }, { body: { order_ids: [1036] } }],
  },
  {
    fact: 'refund_order is a bare array; status 0 pending, 1 approved, -1 rejected; no id read',
    operationId: 'listRefunds',
    request: { query: page },
    responds: [
      '[].refund_sn',
      '[].amount',
      '[].status',
      '[].receiving_status',
      '[].refund_explain',
      '[].createtime',
    ],
    expect: (data) => {
      const statuses = new Set((data as { status: number }[]).map((row) => row.status));
      must(statuses.has(-1), 'no rejected (-1) refund');
      must(!statuses.has(2), 'a refund with status 2 (rejected is -1)');
    },
  },

  // ---- products ---------------------------------------------------------------------------
  {
    fact: 'best sellers are read by product_id, sales and goods (never by id)',
    operationId: 'listHotProducts',
    request: {},
    responds: [
      '[].product_id',
      '[].sales',
      '[].goods.image',
      '[].goods.title',
      '[].goods.sales_price',
    ],
  },
  {
    fact: 'my products send switch explicitly (all, 1, 0); rows read id, product_id, switch, profit, goods',
    operationId: 'listShopProducts',
    request: { query: { switch: 'all', ...page } },
    rejects: [{ query: page }, { query: { switch: 'on', ...page } }],
    responds: [
      'total',
      'list[].id',
      'list[].product_id',
      'list[].switch',
      'list[].profit',
      'list[].goods.image',
      'list[].goods.title',
      'list[].goods.sales_price',
    ],
  },
  {
    fact: 'product/del takes {ids: <catalogue product_id>}: one number, not the listing id',
    operationId: 'removeProducts',
    request: { body: { ids: LISTED_PRODUCT_ID } },
    rejects: [
      { body: { ids: [LISTED_PRODUCT_ID] } },
      { body: { ids: String(LISTED_PRODUCT_ID) } },
      { body: { ids: [Number(LISTING_ID), 28] } },
      { body: { id: Number(LISTING_ID) } },
    ],
  },
  {
    fact: 'setSwitch takes {id: <listing id>, switch: "0"|"1"} (the switch a string)',
    operationId: 'setProductSwitch',
    request: { body: { id: Number(LISTING_ID), switch: '0' } },
    rejects: [
      { body: { id: Number(LISTING_ID), switch: 0 } },
      { body: { id: Number(LISTING_ID), switch: 'off' } },
      { body: { ids: Number(LISTING_ID), switch: '0' } },
    ],
  },
  {
    fact: 'product/add takes {ids: <product_id>}: one number',
    operationId: 'addProducts',
    request: { body: { ids: CATALOGUE_PRODUCT_ID } },
    rejects: [
      { body: { ids: String(CATALOGUE_PRODUCT_ID) } },
      { body: { ids: `${CATALOGUE_PRODUCT_ID},7` } },
      { body: { ids: [CATALOGUE_PRODUCT_ID] } },
    ],
  },
  {
    fact: 'product/addAll takes {ids: [product_id, ...]}',
    operationId: 'addAllProducts',
    request: { body: { ids: [CATALOGUE_PRODUCT_ID, 7] } },
    rejects: [
      { body: { ids: CATALOGUE_PRODUCT_ID } },
      { body: { ids: `${CATALOGUE_PRODUCT_ID},7` } },
      { body: { ids: [] } },
    ],
  },
  {
    fact: 'the distribution centre sends category_id=0 for every category',
    operationId: 'listCatalogue',
    request: { query: { category_id: '0', ...page } },
    rejects: [{ query: page }, { query: { category_id: 'all', ...page } }],
    responds: [
      'total',
      'list[].product_id',
      'list[].title',
      'list[].image',
      'list[].sales_price',
      'list[].profit',
    ],
  },
  {
    fact: 'the price filter sends min_price and max_price with isPriceFiltering=true',
    operationId: 'listCatalogue',
    request: {
      query: {
        category_id: '0',
        min_price: '10',
        max_price: '20',
        isPriceFiltering: 'true',
        ...page,
      },
    },
    rejects: [
      {
        query: {
          category_id: '0',
          min_price: '10',
          max_price: '20',
          isPriceFiltering: '1',
          ...page,
        },
      },
      { query: { category_id: '0', min: '10', max: '20', isPriceFiltering: 'true', ...page } },
    ],
    expect: (data) => {
      const list = (data as { list: { sales_price: string }[] }).list;
      must(list.length > 0, 'nothing in the range');
      must(
        list.every((row) => Number(row.sales_price) >= 10 && Number(row.sales_price) <= 20),
        'a product outside the range',
      );
    },
  },
];
