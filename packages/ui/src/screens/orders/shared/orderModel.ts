import { parseMoney, parseServerTime, ZERO, type Money, type components } from '@merchant/api';
import type { Tone } from '../../../theme';

type WireOrder = components['schemas']['Order'];
type WireOrderProduct = components['schemas']['OrderProduct'];
type WireOrderDetail = components['schemas']['OrderDetail'];

/** Where an order is, as the merchant reads it (SPEC section 4 labels). */
export type OrderStage =
  | 'unpaid'
  | 'awaitingPickup'
  | 'awaitingShipment'
  | 'shipped'
  | 'received'
  | 'completed'
  | 'cancelled';

/** The delivery sub-status of a shipped order (`delivery_status` 1-4). */
export type DeliveryStage = 'inTransit' | 'reached' | 'pendingSettlement' | 'settled';

/** The settlement of the earnings: delivery_status 3 pending, 4 settled. */
export type Settlement = 'pending' | 'settled';

/** One product line of an order. */
export type OrderLine = {
  productId: number;
  title: string;
  image: string;
  quantity: number;
  price: Money;
  cost: Money;
  profit: Money;
};

/** An order row, parsed once (exact money, dates). */
export type OrderRow = {
  id: number;
  sn: string;
  stage: OrderStage;
  delivery: DeliveryStage | null;
  settlement: Settlement | null;
  quantity: number;
  cost: Money;
  price: Money;
  profit: Money;
  createdAt: Date | null;
  lines: OrderLine[];
};

/** The detail of an order: the row plus buyer, payment, tracking and timeline. */
export type OrderDetailData = OrderRow & {
  buyerName: string;
  buyerPhone: string;
  address: string;
  trackingNo: string | null;
  payType: string;
  pickedAt: Date | null;
  timeline: TimelineStep[];
};

/** One logistics step. */
export type TimelineStep = {
  step: number;
  delivery: DeliveryStage | null;
  mark: string;
  at: Date | null;
};

const DELIVERY: Record<number, DeliveryStage> = {
  1: 'inTransit',
  2: 'reached',
  3: 'pendingSettlement',
  4: 'settled',
};

function stageOf(order: Pick<WireOrder, 'status' | 'is_pick'>): OrderStage {
  switch (order.status) {
    case 0:
      return 'unpaid';
    case 1:
      return order.is_pick === 1 ? 'awaitingShipment' : 'awaitingPickup';
    case 2:
      return 'shipped';
    case 3:
      return 'received';
    case 4:
      return 'completed';
    default:
      return 'cancelled';
  }
}

function settlementOf(deliveryStatus: number): Settlement | null {
  if (deliveryStatus === 3) return 'pending';
  if (deliveryStatus === 4) return 'settled';
  return null;
}

/** An unreadable amount shows as zero rather than breaking the page; the contract says strings. */
function money(value: string | number | null | undefined): Money {
  return parseMoney(value) ?? ZERO;
}

function parseLine(line: WireOrderProduct): OrderLine {
  return {
    productId: line.product_id,
    title: line.goods.title,
    image: line.goods.image,
    quantity: line.product_num,
    price: money(line.product_price),
    cost: money(line.cost),
    profit: money(line.profit),
  };
}

/** Wire order -> row. */
export function parseOrder(order: WireOrder): OrderRow {
  return {
    id: order.order_id,
    sn: order.order_sn,
    stage: stageOf(order),
    delivery: order.status === 2 ? (DELIVERY[order.delivery_status] ?? null) : null,
    settlement: settlementOf(order.delivery_status),
    quantity: order.total_num,
    cost: money(order.total_cost),
    price: money(order.total_price),
    profit: money(order.total_profit),
    createdAt: parseServerTime(order.createtime),
    lines: order.order_product.map(parseLine),
  };
}

/** Wire order detail -> detail; the timeline comes newest first whatever order the server used. */
export function parseOrderDetail(order: WireOrderDetail): OrderDetailData {
  const row = parseOrder(order);
  const lines = order.product.length > 0 ? order.product.map(parseLine) : row.lines;
  const timeline = order.delivery
    .map((step) => ({
      step: step.step,
      delivery: DELIVERY[step.status] ?? null,
      mark: step.mark,
      at: parseServerTime(step.updatetime),
    }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || b.step - a.step);
  return {
    ...row,
    lines,
    buyerName: order.real_name,
    buyerPhone: order.user_phone,
    address: order.user_address,
    trackingNo: order.delivery_no ? order.delivery_no : null,
    payType: order.pay_type,
    pickedAt: parseServerTime(order.pick_time),
    timeline,
  };
}

/** The colour of each stage's tag. */
export const STAGE_TONE: Record<OrderStage, Tone> = {
  unpaid: 'warning',
  awaitingPickup: 'danger',
  awaitingShipment: 'info',
  shipped: 'info',
  received: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** The colour of each delivery sub-status tag. */
export const DELIVERY_TONE: Record<DeliveryStage, Tone> = {
  inTransit: 'info',
  reached: 'success',
  pendingSettlement: 'warning',
  settled: 'success',
};

/**
 * The payment method in the user's language. The platform sends `pay_type` as text (the fake
 * sends "Wallet payment"; the old app only knew wallet payment), so any wallet/balance spelling
 * maps to the translated label and anything else is shown as the server wrote it.
 */
export function isWalletPayType(payType: string): boolean {
  return /wallet|balance|余额|钱包|錢包|餘額|^1$/i.test(payType.trim());
}
