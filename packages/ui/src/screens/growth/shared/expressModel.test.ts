import { describe, expect, it } from 'vitest';
import { moneyFromCents } from '@merchant/api';
import { parseExpressPackages, parseExpressPurchase, purchaseKey } from './expressModel';

describe('parseExpressPackages', () => {
  it('reads name, price, hours and orders', () => {
    expect(
      parseExpressPackages([{ id: 2, name: 'Plus', price: '99.00', hour: 72, order_num: 20 }]),
    ).toEqual([{ id: 2, name: 'Plus', price: moneyFromCents(9900n), hours: 72, orders: 20 }]);
  });

  it('keeps an unreadable price as null and refuses a list that is not one', () => {
    expect(
      parseExpressPackages([{ id: 2, name: 'Plus', price: 'x', hour: 72, order_num: 20 }])[0]
        ?.price,
    ).toBeNull();
    expect(() => parseExpressPackages(null as never)).toThrow();
  });
});

describe('parseExpressPurchase', () => {
  const wire = {
    id: 4,
    money: '299.00',
    type: 'train',
    memo: 'Bought',
    createtime: '2026-11-20 20:00:00',
    status: 1,
    train: { name: 'Pro' },
  };

  it('reads the package, amount, time and status', () => {
    expect(parseExpressPurchase(wire, 'id:4')).toMatchObject({
      key: 'id:4',
      name: 'Pro',
      amount: moneyFromCents(29900n),
      status: 'running',
      statusCode: '1',
    });
    expect(parseExpressPurchase({ ...wire, status: 2 }, 'k').status).toBe('ended');
  });

  it('shows an unknown status with its code, never a guessed label', () => {
    expect(parseExpressPurchase({ ...wire, status: 7 }, 'k')).toMatchObject({
      status: 'unknown',
      statusCode: '7',
    });
  });

  it("reads a row as the platform's own client does: without id or status", () => {
    const { id: _id, status: _status, ...seen } = wire;
    const key = purchaseKey(seen as never, 0);
    expect(key).toMatch(/^at:0:/);
    expect(parseExpressPurchase(seen as never, key)).toMatchObject({
      key,
      name: 'Pro',
      status: null,
    });
    expect(purchaseKey(wire, 0)).toBe('id:4');
  });

  it('throws on a purchase that is not a record', () => {
    expect(() => parseExpressPurchase(null as never, 'k')).toThrow();
  });
});
