import type { Money, components } from '@merchant/api';
import { NotFoundError } from '../../../data/kit/failure';
import {
  readCount,
  readId,
  readList,
  readMoney,
  readRecord,
  readText,
  readTime,
} from '../../../data/kit/read';
import type { Tone } from '../../../theme';

type WireOrder = components['schemas']['Order'];
type WireOrderProduct = components['schemas']['OrderProduct'];
type WireOrderDetail = components['schemas']['OrderDetail'];
type WireDetailProduct = components['schemas']['OrderDetailProduct'];

/**
 * Where an order is, as the merchant reads it (the order tabs' labels); `unknown` for a status
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
  | 'refunded'
  | 'unknown';

/** The delivery sub-status of a shipped order (`delivery_status` 1-4). */
export type DeliveryStage = 'inTransit' | 'reached' | 'pendingSettlement' | 'settled';

/** The settlement of the earnings: delivery_status 3 pending, 4 settled. */
export type Settlement = 'pending' | 'settled';

/**
 * One product line of an order. The list's rows give only its picture and title (and, from this
 * fake or a richer server, the quantity); the detail adds the quantity and the line's total.
 * Amounts are null when the server's figure cannot be read or is not sent.
 */
export type OrderLine = {
  title: string;
  image: string;
  quantity: number | null;
  /** The line's selling price, quantity included (the detail's `product[].total_price`). */
  total: Money | null;
};

/** An order row, parsed once (exact money, dates). */
export type OrderRow = {
  id: number;
  sn: string;
  stage: OrderStage;
  /** The server's status code, shown with an unknown stage ('' when the server sent none). */
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

/**
 * The detail of an order: the row plus buyer, payment, tracking and timeline. The platform's
 * detail does not always carry `status` or `is_pick` (its public client reads neither): the
 * stage is then 'unknown' with an empty code, and the order is not offered for pickup here.
 */
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
  /** The step's number when the server sends one (0 otherwise). */
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
    case -2:
      return 'refunded';
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

/** A line of a list row (`orderProduct[]`): the picture and title are in `goods`. */
function parseRowLine(line: WireOrderProduct): OrderLine {
  const goods = readRecord(line).goods;
  return {
    title: readText(goods?.title),
    image: readText(goods?.image),
    quantity: readCount(line.product_num),
    total: null,
  };
}

/** A line of the detail (`product[]`): its fields at the top level, no `goods`. */
function parseDetailLine(line: WireDetailProduct): OrderLine {
  const record = readRecord(line);
  return {
    title: readText(record.title),
    image: readText(record.image),
    quantity: readCount(record.product_num),
    total: readMoney(record.total_price),
  };
}

/** The row fields the list and the detail share (the detail's may be missing). */
function parseCommon(order: WireOrder | WireOrderDetail, id: number) {
  const status = readCount(order.status);
  const deliveryStatus = readCount(order.delivery_status);
  return {
    id,
    sn: readText(order.order_sn),
    stage: stageOf(status, readCount(order.is_pick) === 1),
    statusCode: readText(order.status),
    // Without a status (a detail may not send one) the delivery status alone says where it is.
    delivery: status === 2 || status === null ? deliveryOf(deliveryStatus) : null,
    settlement: settlementOf(deliveryStatus),
    quantity: readCount(order.total_num),
    cost: readMoney(order.total_cost),
    price: readMoney(order.total_price),
    profit: readMoney(order.total_profit),
    createdAt: readTime(order.createtime),
  };
}

/**
 * Wire order -> row: its products are `orderProduct` (camelCase). Throws on a row without an id
 * or without its product list (a malformed answer).
 */
export function parseOrder(order: WireOrder): OrderRow {
  const record = readRecord(order);
  return {
    ...parseCommon(record, readId(record.order_id)),
    lines: readList(record.orderProduct).map(parseRowLine),
  };
}

/**
 * The tracking number: the first logistics step's `delivery_no` (the platform puts it on the
 * timeline, not on the order), else the first step that has one; null before shipping.
 */
function trackingNumber(steps: WireOrderDetail['delivery']): string | null {
  for (const step of steps) {
    const number = readText(step?.delivery_no).trim();
    if (number) return number;
  }
  return null;
}

/**
 * Wire order detail -> detail of the order `id` asked for (the detail's own `order_id` is not
 * needed). `data: null` is an order that does not exist; the product lines and the timeline are
 * lists the contract promises (anything else is a malformed answer); the timeline comes newest
 * first whatever order the server used.
 */
export function parseOrderDetail(order: WireOrderDetail | null, id: number): OrderDetailData {
  if (!order || typeof order !== 'object') throw new NotFoundError();
  const steps = readList(order.delivery);
  const timeline = steps
    .map((step) => ({
      step: readCount(step?.step) ?? 0,
      delivery: deliveryOf(readCount(step?.status)),
      mark: readText(step?.mark),
      at: readTime(step?.updatetime),
    }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || b.step - a.step);
  return {
    ...parseCommon(order, id),
    lines: readList(order.product).map(parseDetailLine),
    buyerName: readText(order.real_name),
    buyerPhone: readText(order.user_phone),
    address: readText(order.user_address),
    trackingNo: trackingNumber(steps),
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
  refunded: 'neutral',
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
