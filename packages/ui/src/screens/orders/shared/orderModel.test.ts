import { describe, expect, it } from 'vitest';
import { parseMoney, type components } from '@merchant/api';
import { NotFoundError } from '../../../data/failure';
import { parseOrder, parseOrderDetail } from './orderModel';

type WireOrder = components['schemas']['Order'];
type WireDetail = components['schemas']['OrderDetail'];

const order = (over: Record<string, unknown> = {}): WireOrder =>
  ({
    order_id: 7,
    order_sn: 'SO202611200007',
    total_num: 2,
    total_price: '25.00',
    total_cost: '20.00',
    total_profit: '5.00',
    status: 1,
    paid: 1,
    is_pick: 0,
    delivery_status: 0,
    createtime: '2026-11-20 10:00:00',
    order_product: [],
    ...over,
  }) as WireOrder;

describe('parseOrder', () => {
  it('reads the stages, cancelled only for -1, unknown codes as unknown with the code', () => {
    expect(parseOrder(order()).stage).toBe('awaitingPickup');
    expect(parseOrder(order({ is_pick: 1 })).stage).toBe('awaitingShipment');
    expect(parseOrder(order({ status: -1 })).stage).toBe('cancelled');
    const unknown = parseOrder(order({ status: 9 }));
    expect(unknown.stage).toBe('unknown');
    expect(unknown.statusCode).toBe('9');
  });

  it('reads amounts exactly; an unreadable amount is null, never zero', () => {
    const row = parseOrder(order({ total_cost: 'n/a', total_price: '1,234.50' }));
    expect(row.cost).toBeNull();
    expect(row.price).toBe(parseMoney('1234.50'));
    expect(row.profit).toBe(parseMoney('5.00'));
  });

  it('throws on a row without an id or without its product list (a malformed answer)', () => {
    expect(() => parseOrder(order({ order_id: undefined }))).toThrow();
    expect(() => parseOrder(order({ order_product: null }))).toThrow();
  });
});

describe('parseOrderDetail', () => {
  it('is not found without data', () => {
    expect(() => parseOrderDetail(null)).toThrow(NotFoundError);
  });

  it('puts the newest step first whatever order the server used', () => {
    const detail = parseOrderDetail({
      ...order({ status: 2, delivery_status: 2 }),
      real_name: 'Lan',
      user_phone: '152****1187',
      user_address: 'HCMC',
      delivery_no: '',
      pay_type: 'Wallet payment',
      pick_time: null,
      product: [],
      delivery: [
        { step: 1, status: 1, mark: 'Picked up', updatetime: '2026-11-09 18:00:00' },
        { step: 2, status: 2, mark: 'Delivered', updatetime: '2026-11-11 11:54:34' },
      ],
    } as WireDetail);
    expect(detail.timeline.map((step) => step.mark)).toEqual(['Delivered', 'Picked up']);
    expect(detail.delivery).toBe('reached');
    expect(detail.trackingNo).toBeNull();
  });
});
