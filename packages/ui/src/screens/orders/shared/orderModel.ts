import type { Money, components } from '@merchant/api';
import { NotFoundError } from '../../../data/failure';
import { readCount, readId, readList, readMoney, readText, readTime } from '../../../data/read';
import type { Tone } from '../../../theme';

type WireOrder = components['schemas']['Order'];
type WireOrderProduct = components['schemas']['OrderProduct'];
type WireOrderDetail = components['schemas']['OrderDetail'];

/**
 * Where an order is, as the merchant reads it (SPEC section 4 labels); `unknown` for a status
 * code this app does not know (shown with its code, never guessed).
 */
export type OrderStage =
  | 'unpaid'
  | 'awaitingPickup'
  | 'awaitingShipment'
  | 'shipped'
  | 'received'
  | 'completed'
  | 'cancelled'
  | 'unknown';

/** The delivery sub-status of a shipped order (`delivery_status` 1-4). */
export type DeliveryStage = 'inTransit' | 'reached' | 'pendingSettlement' | 'settled';

/** The settlement of the earnings: delivery_status 3 pending, 4 settled. */
export type Settlement = 'pending' | 'settled';

/** One product line of an order. Amounts are null when the server's figure cannot be read. */
export type OrderLine = {
  productId: number | null;
  title: string;
  image: string;
  quantity: number | null;
  price: Money | null;
  cost: Money | null;
  profit: Money | null;
};

/** An order row, parsed once (exact money, dates). */
export type OrderRow = {
  id: number;
  sn: string;
  stage: OrderStage;
  /** The server's status code, shown with an unknown stage. */
  statusCode: string;
  delivery: DeliveryStage | null;
  settlement: Settlement | null;
  quantity: number | null;
  /** What the merchant pays to pick it; null when unreadable (the pick is then refused). */
  cost: Money | null;
  price: Money | null;
  profit: Money | null;
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

function stageOf(status: number | null, picked: boolean): OrderStage {
  switch (status) {
    case 0:
      return 'unpaid';
    case 1:
      return picked ? 'awaitingShipment' : 'awaitingPickup';
    case 2:
      return 'shipped';
    case 3:
      return 'received';
    case 4:
      return 'completed';
    case -1:
      return 'cancelled';
    default:
      return 'unknown';
  }
}

function settlementOf(deliveryStatus: number | null): Settlement | null {
  if (deliveryStatus === 3) return 'pending';
  if (deliveryStatus === 4) return 'settled';
  return null;
}

function deliveryOf(code: number | null): DeliveryStage | null {
  return code === null ? null : (DELIVERY[code] ?? null);
}

function parseLine(line: WireOrderProduct): OrderLine {
  return {
    productId: readCount(line.product_id),
    title: readText(line.goods?.title),
    image: readText(line.goods?.image),
    quantity: readCount(line.product_num),
    price: readMoney(line.product_price),
    cost: readMoney(line.cost),
    profit: readMoney(line.profit),
  };
}

/** Wire order -> row (throws on a row without an id: a malformed answer). */
export function parseOrder(order: WireOrder): OrderRow {
  const status = readCount(order.status);
  const deliveryStatus = readCount(order.delivery_status);
  return {
    id: readId(order.order_id),
    sn: readText(order.order_sn),
    stage: stageOf(status, readCount(order.is_pick) === 1),
    statusCode: readText(order.status),
    delivery: status === 2 ? deliveryOf(deliveryStatus) : null,
    settlement: settlementOf(deliveryStatus),
    quantity: readCount(order.total_num),
    cost: readMoney(order.total_cost),
    price: readMoney(order.total_price),
    profit: readMoney(order.total_profit),
    createdAt: readTime(order.createtime),
    lines: readList(order.order_product).map(parseLine),
  };
}

/**
 * Wire order detail -> detail. `data: null` (or no order id) is an order that does not exist;
 * the timeline comes newest first whatever order the server used.
 */
export function parseOrderDetail(order: WireOrderDetail | null): OrderDetailData {
  if (!order || typeof order !== 'object' || order.order_id === undefined) {
    throw new NotFoundError();
  }
  const row = parseOrder(order);
  const products = Array.isArray(order.product) ? order.product : [];
  const steps = Array.isArray(order.delivery) ? order.delivery : [];
  const timeline = steps
    .map((step) => ({
      step: readCount(step.step) ?? 0,
      delivery: deliveryOf(readCount(step.status)),
      mark: readText(step.mark),
      at: readTime(step.updatetime),
    }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || b.step - a.step);
  return {
    ...row,
    lines: products.length > 0 ? products.map(parseLine) : row.lines,
    buyerName: readText(order.real_name),
    buyerPhone: readText(order.user_phone),
    address: readText(order.user_address),
    trackingNo: readText(order.delivery_no) || null,
    payType: readText(order.pay_type),
    pickedAt: readTime(order.pick_time),
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
  unknown: 'neutral',
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
