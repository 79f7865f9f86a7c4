import { describe, expect, it } from 'vitest';
import { shopInfoSchema, type ShopInfoValues } from './shopInfo.schema';

const valid: ShopInfoValues = {
  logo: { url: '/uploads/1.png', fullurl: 'https://x.example/uploads/1.png' },
  name: 'Demo Shop',
  phone: '+6580000000',
  address: '1 Demo Street',
  introduction: '',
  welcome: '',
};

const messages = (values: ShopInfoValues) => {
  const result = shopInfoSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('shopInfoSchema', () => {
  it('accepts a complete form and trims the texts', () => {
    const result = shopInfoSchema.safeParse({ ...valid, name: '  Demo Shop  ' });
    expect(result.success && result.data.name).toBe('Demo Shop');
  });

  it('needs the logo, the name, the phone and the address', () => {
    expect(messages({ ...valid, logo: null })).toEqual(['settings:validation.logoRequired']);
    expect(messages({ ...valid, name: '   ' })).toEqual(['settings:validation.shopNameRequired']);
    expect(messages({ ...valid, phone: '' })).toEqual(['settings:validation.phoneRequired']);
    expect(messages({ ...valid, address: '' })).toEqual(['settings:validation.addressRequired']);
  });

  it('takes digits with an optional leading + as the phone, nothing else', () => {
    for (const phone of ['13800000000', '+6580000000']) {
      expect(messages({ ...valid, phone })).toEqual([]);
    }
    for (const phone of ['138-0000-0000', '+65 8000 0000', 'abc123456', '12345', '++6580000000']) {
      expect(messages({ ...valid, phone })).toEqual(['settings:validation.phoneInvalid']);
    }
  });

  it('limits the lengths', () => {
    expect(messages({ ...valid, name: 'x'.repeat(51) })).toEqual([
      'settings:validation.shopNameTooLong',
    ]);
    expect(messages({ ...valid, name: 'x'.repeat(50) })).toEqual([]);
    expect(messages({ ...valid, address: 'x'.repeat(201) })).toEqual([
      'settings:validation.addressTooLong',
    ]);
    expect(messages({ ...valid, introduction: 'x'.repeat(501) })).toEqual([
      'settings:validation.introductionTooLong',
    ]);
    expect(messages({ ...valid, welcome: 'x'.repeat(201) })).toEqual([
      'settings:validation.welcomeTooLong',
    ]);
  });
});
