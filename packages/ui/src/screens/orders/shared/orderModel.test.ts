import { describe, expect, it } from 'vitest';
import { parseMoney, type components } from '@merchant/api';
import { NotFoundError } from '../../../data/kit/failure';
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
    is_pick: 0,
    delivery_status: 0,
    createtime: '2026-11-20 10:00:00',
    orderProduct: [{ goods: { title: 'Mug', image: 'https://img.example/mug.png' } }],
    ...over,
  }) as WireOrder;

/** A detail as the platform's public client reads it: no order id, status or is_pick. */
const detail = (over: Record<string, unknown> = {}): WireDetail =>
  ({
    order_sn: 'SO202611090001',
    user_address: 'HCMC',
    user_phone: '152****1187',
    createtime: '2026-11-09 09:00:00',
    total_profit: '5.00',
    total_price: '25.00',
    delivery_status: 2,
    product: [
      { image: 'https://img.example/mug.png', title: 'Mug', product_num: 2, total_price: '25.00' },
    ],
    delivery: [],
    ...over,
  }) as WireDetail;

describe('parseOrder', () => {
  it('reads the stages: cancelled for -1, refunded for -2, unknown codes as unknown with the code', () => {
    expect(parseOrder(order()).stage).toBe('awaitingPickup');
    expect(parseOrder(order({ is_pick: 1 })).stage).toBe('awaitingShipment');
    expect(parseOrder(order({ status: -1 })).stage).toBe('cancelled');
    expect(parseOrder(order({ status: -2 })).stage).toBe('refunded');
    const unknown = parseOrder(order({ status: 9 }));
    expect(unknown.stage).toBe('unknown');
    expect(unknown.statusCode).toBe('9');
  });

  it("reads a shipped order's delivery stage 1-4, and the settlement of 3 and 4", () => {
    const shipped = (code: number) => parseOrder(order({ status: 2, delivery_status: code }));
    expect([1, 2, 3, 4].map((code) => shipped(code).delivery)).toEqual([
      'inTransit',
      'reached',
      'pendingSettlement',
      'settled',
    ]);
    expect([1, 2, 3, 4].map((code) => shipped(code).settlement)).toEqual([
      null,
      null,
      'pending',
      'settled',
    ]);
    // Another code, or an order not shipped, has no delivery stage.
    expect(shipped(0).delivery).toBeNull();
    expect(shipped(9).delivery).toBeNull();
    expect(parseOrder(order({ status: 3, delivery_status: 2 })).delivery).toBeNull();
  });

  it('reads amounts exactly; an unreadable amount is null, never zero', () => {
    const row = parseOrder(order({ total_cost: 'n/a', total_price: '1,234.50' }));
    expect(row.cost).toBeNull();
    expect(row.price).toBe(parseMoney('1234.50'));
    expect(row.profit).toBe(parseMoney('5.00'));
  });

  it('reads the products from orderProduct (camelCase), the picture and title in goods', () => {
    const [line] = parseOrder(order()).lines;
    expect(line).toMatchObject({ title: 'Mug', image: 'https://img.example/mug.png' });
  });

  it('throws on a row without an id or without orderProduct (a malformed answer)', () => {
    expect(() => parseOrder(order({ order_id: undefined }))).toThrow();
    expect(() => parseOrder(order({ orderProduct: null }))).toThrow();
    // The snake_case name is not the platform's: a row that has only it is malformed.
    expect(() =>
      parseOrder(order({ orderProduct: undefined, order_product: [{ goods: { title: 'Mug' } }] })),
    ).toThrow();
  });
});

describe('parseOrderDetail', () => {
  it('is not found without data', () => {
    expect(() => parseOrderDetail(null, 7)).toThrow(NotFoundError);
  });

  it('reads the lines at the top level (no goods), with their total, for the id asked for', () => {
    const parsed = parseOrderDetail(detail(), 1007);
    expect(parsed.id).toBe(1007);
    expect(parsed.lines).toEqual([
      {
        title: 'Mug',
        image: 'https://img.example/mug.png',
        quantity: 2,
        total: parseMoney('25.00'),
      },
    ]);
    // No status in the detail: no stage to show, none guessed; the delivery status still reads.
    expect(parsed.stage).toBe('unknown');
    expect(parsed.statusCode).toBe('');
    expect(parsed.delivery).toBe('reached');
  });

  it('puts the newest step first and takes the tracking number from delivery[0].delivery_no', () => {
    const parsed = parseOrderDetail(
      detail({
        status: 2,
        delivery_no: 'TOP-LEVEL-IS-NOT-READ',
        delivery: [
          { mark: 'Picked up', updatetime: '2026-11-09 18:00:00', delivery_no: 'YT100' },
          { mark: 'Delivered', updatetime: '2026-11-11 11:54:34', delivery_no: 'YT100' },
        ],
      }),
      7,
    );
    expect(parsed.timeline.map((step) => step.mark)).toEqual(['Delivered', 'Picked up']);
    expect(parsed.delivery).toBe('reached');
    expect(parsed.trackingNo).toBe('YT100');
  });

  it('has no tracking number before shipping, and never reads a top-level one', () => {
    expect(parseOrderDetail(detail({ delivery_no: 'YT9' }), 7).trackingNo).toBeNull();
  });

  it('is malformed when the lines or the timeline are not lists', () => {
    expect(() => parseOrderDetail(detail({ product: null }), 7)).toThrow(TypeError);
    expect(() => parseOrderDetail(detail({ delivery: 'none' }), 7)).toThrow(TypeError);
  });
});
