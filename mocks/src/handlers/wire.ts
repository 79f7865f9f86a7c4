/**
 * Store records -> the wire shapes of openapi/merchant.yaml (types generated from it).
 * Money leaves as the server writes it: plain "12.50", thousands "1,234.50" on summary
 * figures (balance, dashboard, report totals), numbers where the platform sends them (chart).
 */
import type { components } from '@merchant/api';
import { formatMoney, formatThousands } from '../money.ts';
import { findProduct } from '../state/products.ts';
import { db } from '../state/store.ts';
import type { Order, Product, ShopProduct } from '../types.ts';

export type Schemas = components['schemas'];

export function merchantInfo(): Schemas['MerchantInfo'] {
  const { merchant, messages } = db();
  return {
    mer_id: merchant.mer_id,
    mer_name: merchant.mer_name,
    mer_avatar: merchant.mer_avatar,
    real_name: merchant.real_name,
    mer_phone: merchant.mer_phone,
    mer_email: merchant.mer_email,
    mer_money: formatThousands(merchant.balanceCents),
    mer_level: merchant.mer_level,
    follow_count: merchant.follow_count,
    grade: merchant.grade,
    credit: merchant.credit,
    mer_address: merchant.mer_address,
    mer_info: merchant.mer_info,
    mark: merchant.mark,
    status: merchant.status,
    ...(merchant.have_pay === null ? {} : { have_pay: merchant.have_pay }),
    custom_service: merchant.custom_service,
    unread_notice: messages.filter((m) => m.is_see === 0).length,
    total_income: formatThousands(merchant.totalIncomeCents),
    country: merchant.country,
    images: [...merchant.images],
  };
}

export function session(token: string): Schemas['LoginResult'] {
  return { merinfo: { ...merchantInfo(), token } };
}

function productOf(productId: number): Product {
  const product = findProduct(productId);
  if (!product) throw new Error(`The store lost product ${productId}`);
  return product;
}

export function catalogueProduct(product: Product): Schemas['CatalogueProduct'] {
  return {
    product_id: product.product_id,
    title: product.title,
    image: product.image,
    sales_price: formatMoney(product.salesCents),
    cost_price: formatMoney(product.costCents),
    profit: formatMoney(product.salesCents - product.costCents),
    is_hot: product.is_hot,
  };
}

export function shopProduct(row: ShopProduct): Schemas['ShopProduct'] {
  const product = productOf(row.product_id);
  return {
    id: row.id,
    product_id: row.product_id,
    sales: row.sales,
    click: row.click,
    switch: row.switch,
    profit: formatMoney(product.salesCents - product.costCents),
    stock: row.stock,
    is_recommend: row.is_recommend,
    goods: {
      product_id: product.product_id,
      title: product.title,
      image: product.image,
      sales_price: formatMoney(product.salesCents),
      cost_price: formatMoney(product.costCents),
    },
  };
}

export function hotProduct(row: ShopProduct): Schemas['HotProduct'] {
  const product = productOf(row.product_id);
  return {
    id: row.id,
    product_id: row.product_id,
    sales: row.sales,
    click: row.click,
    goods: {
      product_id: product.product_id,
      title: product.title,
      image: product.image,
      sales_price: formatMoney(product.salesCents),
    },
  };
}

export function productDetail(product: Product): Schemas['ProductDetail'] {
  const listed = db().shopProducts.find((row) => row.product_id === product.product_id);
  return {
    product_id: product.product_id,
    title: product.title,
    image: product.image,
    images: [...product.images],
    content: product.content,
    sales_price: formatMoney(product.salesCents),
    cost_price: formatMoney(product.costCents),
    profit: formatMoney(product.salesCents - product.costCents),
    stock: listed ? listed.stock : product.stock,
    look: product.look,
    specs: product.specs.map((spec) => ({ ...spec })),
  };
}

export function orderTotals(order: Order) {
  let num = 0;
  let price = 0;
  let cost = 0;
  for (const item of order.items) {
    num += item.product_num;
    price += item.priceCents * item.product_num;
    cost += item.costCents * item.product_num;
  }
  return { num, priceCents: price, costCents: cost, profitCents: price - cost };
}

/** The list row's products, as `orderProduct` (camelCase) with the picture and title in `goods`. */
function orderProducts(order: Order): Schemas['OrderProduct'][] {
  return order.items.map((item) => {
    const product = productOf(item.product_id);
    return {
      product_id: item.product_id,
      product_num: item.product_num,
      product_price: formatMoney(item.priceCents),
      goods: { title: product.title, image: product.image },
    };
  });
}

/** What the list row and the detail both say of an order: its ids, totals, states and time. */
function orderHead(record: Order) {
  const totals = orderTotals(record);
  return {
    order_id: record.order_id,
    order_sn: record.order_sn,
    total_num: totals.num,
    total_price: formatMoney(totals.priceCents),
    total_cost: formatMoney(totals.costCents),
    total_profit: formatMoney(totals.profitCents),
    status: record.status,
    is_pick: record.is_pick,
    delivery_status: record.delivery_status,
    createtime: record.createtime,
  };
}

export function order(record: Order): Schemas['Order'] {
  return { ...orderHead(record), paid: record.paid, orderProduct: orderProducts(record) };
}

/**
 * The detail: its product lines with their fields at the top level (the line's `total_price`
 * includes the quantity), and the tracking number on each logistics step (`delivery[].delivery_no`),
 * never at the top level.
 */
export function orderDetail(record: Order): Schemas['OrderDetail'] {
  return {
    ...orderHead(record),
    real_name: record.real_name,
    user_phone: record.user_phone,
    user_address: record.user_address,
    pay_type: record.pay_type,
    pick_time: record.pick_time,
    product: record.items.map((item) => {
      const product = productOf(item.product_id);
      return {
        product_id: item.product_id,
        image: product.image,
        title: product.title,
        product_num: item.product_num,
        product_price: formatMoney(item.priceCents),
        total_price: formatMoney(item.priceCents * item.product_num),
      };
    }),
    delivery: record.delivery.map((step) => ({ ...step, delivery_no: record.delivery_no })),
  };
}
