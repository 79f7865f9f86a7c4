import { describe, expect, it } from 'vitest';
import type { components } from '@merchant/api';
import { parseDeposit } from './depositModel';

type WireRecharge = components['schemas']['RechargeRecord'];

const ROW = {
  recharge_id: 7,
  order_id: 'RC7',
  price: '80.00',
  status: 0,
  admin_msg: null,
  createtime: '2026-11-20 09:00:00',
} satisfies WireRecharge;

const read = (extra: Record<string, unknown>) => parseDeposit({ ...ROW, ...extra } as WireRecharge);

describe('parseDeposit', () => {
  it('reads the paid flag, and says nothing when the record does not', () => {
    expect(read({ paid: 1 }).paid).toBe(true);
    expect(read({ paid: 0 }).paid).toBe(false);
    expect(read({ paid: '1' }).paid).toBe(true);
    expect(read({}).paid).toBeNull();
    expect(read({ paid: 'constructor' }).paid).toBeNull();
    expect(read({ paid: 2 }).paid).toBeNull();
  });

  it('shows a crypto deposit in USDT, a bank transfer in CNY, any other in its currency', () => {
    expect(read({ recharge_type: 1 })).toMatchObject({ currency: 'USD', unit: 'USDT' });
    expect(read({ recharge_type: 0, currency_type: 'CNY' })).toMatchObject({ unit: 'CNY' });
    expect(read({ recharge_type: 2 })).toMatchObject({ unit: 'USD' });
    expect(read({})).toMatchObject({ way: 'none', unit: 'USD' });
    expect(read({ recharge_type: 9 })).toMatchObject({ way: 'unknown', unit: 'USD' });
  });
});
