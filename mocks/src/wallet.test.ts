import { describe, expect, it } from 'vitest';
import { MSG } from './handlers/common.ts';
import { MSG_WALLET, withdrawalFee } from './handlers/wallet.ts';
import { resetStore } from './state/store.ts';
import { call, cents, get, paidPost, post, useFakePlatform } from './testkit.ts';
import type { Loose } from './testkit.ts';

useFakePlatform();

const balance = async () => cents((await get('/merchant/merchant/getMerInfo')).data.mer_money);
const records = async () => (await get('/merchant/merchant/extract_log')).data;
const blockchain = {
  extract_type: 1,
  currency_type: 'USDT',
  network: 'BEP20',
  blockchain: '0xDe00000000000000000000000000000000Beef',
};
const bank = async () => {
  const card = (await get('/api/bankcard/getList')).data[0];
  return {
    extract_type: 2,
    currency_type: 'USD',
    bank_card: card.card_no,
    bank_name: card.bank_name,
    real_name: card.real_name,
  };
};

describe('withdrawal fees', () => {
  it('states each network and its fee, BEP20 at 1.00 + 3 %', async () => {
    const info = (await get('/merchant/merchant/extract')).data;
    expect(info).toMatchObject({
      balance: '2,580.00',
      service_charge: '0',
      wallet_service_charge: '1.00',
    });
    expect(info.networks).toEqual([
      { network: 'BEP20', currency: 'USDT', fee_fixed: '1.00', fee_rate: '3' },
      { network: 'TRC20', currency: 'USDT', fee_fixed: '2.00', fee_rate: '1' },
      { network: 'ERC20', currency: 'USDT', fee_fixed: '5.00', fee_rate: '0.5' },
    ]);
  });

  it('charges BEP20 1.00 + 3 % and other networks what they state, half-up', () => {
    // 3 % of 100.50 = 3.015 -> 3.02, plus 1.00.
    expect(withdrawalFee(10050, 1, 'BEP20')).toBe(402);
    expect(withdrawalFee(10050, 1, 'bep20')).toBe(402);
    // TRC20 2.00 + 1 %: 1.005 -> 1.01.
    expect(withdrawalFee(10050, 1, 'TRC20')).toBe(301);
    // ERC20 5.00 + 0.5 %: 0.5025 -> 0.50.
    expect(withdrawalFee(10050, 1, 'ERC20')).toBe(550);
    expect(withdrawalFee(10050, 1, 'HECO')).toBeNull();
    expect(withdrawalFee(10050, 2)).toBe(0);
  });
});

describe('withdrawal', () => {
  it('records a BEP20 withdrawal in review with its fee and deducts the amount', async () => {
    const before = await balance();
    const answer = await paidPost('/merchant/merchant/extract', {
      ...blockchain,
      extract_price: '100.50',
    });
    expect(answer.code).toBe(1);
    expect((await records()).list[0]).toMatchObject({
      extract_price: '100.50',
      fee: '4.02',
      real_price: '96.48',
      status: 0,
    });
    expect(await balance()).toBe(before - 10050);
    expect((await get('/merchant/merchant/extract')).data.balance).toBe('2,479.50');
    const bill = (await get('/merchant/merchant/bill', { type: 'extract' })).data.list[0];
    expect(bill).toMatchObject({ pm: 0, money: '100.50', after: '2,479.50' });
  });

  it('charges the stated fee on another network', async () => {
    const answer = await paidPost('/merchant/merchant/extract', {
      ...blockchain,
      network: 'TRC20',
      blockchain: 'TDemoPayoutAddress0000000000000000001',
      extract_price: '100',
    });
    expect(answer.code).toBe(1);
    expect((await records()).list[0]).toMatchObject({ fee: '3.00', real_price: '97.00' });
  });

  it('withdraws to a bank card of the merchant, with service_charge (0 %)', async () => {
    const body = await bank();
    const unknown = await post('/merchant/merchant/extract', {
      ...body,
      extract_price: '50',
      bank_card: '6200009999999999',
    });
    expect(unknown).toMatchObject({ code: 0, msg: MSG_WALLET.noCard });
    const noName = await post('/merchant/merchant/extract', {
      ...body,
      extract_price: '50',
      real_name: '',
    });
    expect(noName).toMatchObject({ code: 0, msg: MSG_WALLET.noName });
    const answer = await paidPost('/merchant/merchant/extract', { ...body, extract_price: '50' });
    expect(answer.code).toBe(1);
    expect((await records()).list[0]).toMatchObject({ fee: '0.00', real_price: '50.00' });
  });

  it('refuses bad amounts before anything changes', async () => {
    const before = await balance();
    const total = (await records()).total;
    const refusal = async (extract_price: unknown) =>
      (await paidPost('/merchant/merchant/extract', { ...blockchain, extract_price })).msg;
    expect(await refusal('0')).toBe(MSG_WALLET.zero);
    expect(await refusal('0.00')).toBe(MSG_WALLET.zero);
    expect(await refusal('-5')).toBe(MSG_WALLET.invalidAmount);
    expect(await refusal('abc')).toBe(MSG_WALLET.invalidAmount);
    expect(await refusal('')).toBe(MSG_WALLET.invalidAmount);
    expect(await refusal('10.005')).toBe(MSG_WALLET.decimals);
    expect(await refusal('2580.01')).toBe(MSG_WALLET.overBalance);
    // 1.03 leaves nothing after the 1.00 + 0.03 fee.
    expect(await refusal('1.03')).toBe(MSG_WALLET.belowFee);
    expect(await balance()).toBe(before);
    expect((await records()).total).toBe(total);
  });

  it('refuses a network not open for withdrawals, a wrong currency and a bad address', async () => {
    const refusal = async (change: Loose) =>
      (
        await paidPost('/merchant/merchant/extract', {
          ...blockchain,
          extract_price: '10',
          ...change,
        })
      ).msg;
    expect(await refusal({ network: 'HECO' })).toBe(MSG_WALLET.noNetwork);
    expect(await refusal({ currency_type: 'BTC' })).toBe(MSG_WALLET.wrongCurrency);
    expect(await refusal({ blockchain: '' })).toBe(MSG_WALLET.noAddress);
    expect(await refusal({ blockchain: 'not an address' })).toBe(MSG_WALLET.badAddress);
    expect(await refusal({ extract_type: 3 })).toBe(MSG_WALLET.noMethod);
  });

  it('needs a passed verify_pay, used up by one withdrawal', async () => {
    const before = await balance();
    const unchecked = await post('/merchant/merchant/extract', {
      ...blockchain,
      extract_price: '10',
    });
    expect(unchecked).toMatchObject({ code: 0, msg: MSG.payCheckFirst });
    expect(
      (await paidPost('/merchant/merchant/extract', { ...blockchain, extract_price: '10' })).code,
    ).toBe(1);
    const again = await post('/merchant/merchant/extract', { ...blockchain, extract_price: '10' });
    expect(again).toMatchObject({ code: 0, msg: MSG.payCheckFirst });
    expect(await balance()).toBe(before - 1000);
  });

  it('is refused to a closed shop and to a merchant without payment password', async () => {
    resetStore('closedShop');
    expect(
      (await paidPost('/merchant/merchant/extract', { ...blockchain, extract_price: '10' })).msg,
    ).toBe(MSG.closed);
    resetStore('noPayPassword');
    expect(
      (await post('/merchant/merchant/extract', { ...blockchain, extract_price: '10' })).msg,
    ).toBe(MSG.noPay);
  });

  it('lists records in review, approved and rejected', async () => {
    const statuses = (await get('/merchant/merchant/extract_log', { limit: 100 })).data.list.map(
      (r: Loose) => r.status,
    );
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    expect((await get('/merchant/merchant/extract_log', { status: '2' })).data.total).toBe(1);
  });
});

describe('bank cards', () => {
  const add = (body: Loose) => post('/api/bankcard/add', body);
  const list = async () => (await get('/api/bankcard/getList')).data as Loose[];
  const defaults = async () => (await list()).filter((c) => c.is_default === 1).map((c) => c.id);

  it('requires a bank name and 8 to 30 digits, and refuses duplicates', async () => {
    expect((await add({ bank_name: ' ', card_no: '62000011112222' })).msg).toBe(
      MSG_WALLET.bankName,
    );
    expect((await add({ bank_name: 'B', card_no: '' })).msg).toBe(MSG_WALLET.cardNo);
    expect((await add({ bank_name: 'B', card_no: '12ab5678' })).msg).toBe(MSG_WALLET.cardNumeric);
    expect((await add({ bank_name: 'B', card_no: '6200 0011' })).msg).toBe(MSG_WALLET.cardNumeric);
    expect((await add({ bank_name: 'B', card_no: '1234567' })).msg).toBe(MSG_WALLET.cardLength);
    expect((await add({ bank_name: 'B', card_no: '1'.repeat(31) })).msg).toBe(
      MSG_WALLET.cardLength,
    );
    expect((await add({ bank_name: 'B', card_no: '6222020200112233' })).msg).toBe(
      MSG_WALLET.duplicate,
    );
    expect(await list()).toHaveLength(2);
  });

  it('adds a card in the merchant name unless another holder is given', async () => {
    const added = await add({ bank_name: 'Third Bank', card_no: '6200001111' });
    expect(added).toMatchObject({ code: 1, msg: 'Bank card added successfully', data: { id: 3 } });
    const card = (await list()).find((c) => c.id === 3);
    expect(card).toMatchObject({
      bank_name: 'Third Bank',
      real_name: 'Demo Merchant',
      is_default: 0,
    });
    await add({ bank_name: 'Fourth Bank', card_no: '6200002222', real_name: 'Li Wei' });
    expect((await list()).find((c) => c.id === 4)?.real_name).toBe('Li Wei');
  });

  it('makes the first card of an empty list the default', async () => {
    resetStore('empty');
    const { data } = await add({ bank_name: 'First Bank', card_no: '6200001111' });
    expect(await defaults()).toEqual([data.id]);
  });

  it('sets exactly one default and refuses unknown ids', async () => {
    expect((await post('/api/bankcard/setDefault', { id: 2 })).code).toBe(1);
    expect(await defaults()).toEqual([2]);
    expect((await post('/api/bankcard/setDefault', { id: 99 })).msg).toBe(MSG_WALLET.unknownCard);
    expect((await post('/api/bankcard/setDefault', {})).msg).toBe(MSG_WALLET.unknownCard);
    expect(await defaults()).toEqual([2]);
  });

  it('deletes a card; deleting the default passes it to the oldest card left', async () => {
    expect((await post('/api/bankcard/del', { id: 99 })).msg).toBe(MSG_WALLET.unknownCard);
    await add({ bank_name: 'Third Bank', card_no: '6200001111' });
    expect((await post('/api/bankcard/del', { id: 1 })).code).toBe(1);
    expect((await list()).map((c) => c.id)).toEqual([2, 3]);
    expect(await defaults()).toEqual([2]);
    expect((await post('/api/bankcard/del', { id: 3 })).code).toBe(1);
    expect(await defaults()).toEqual([2]);
    expect((await post('/api/bankcard/del', { id: 2 })).code).toBe(1);
    expect(await list()).toEqual([]);
  });

  it('downloads a PNG for a known card and a JSON failure otherwise', async () => {
    const response = await call('GET', '/api/bankcard/downloadQrcode', { query: { id: 1 } });
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const unknown = await call('GET', '/api/bankcard/downloadQrcode', { query: { id: 99 } });
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(await unknown.json()).toMatchObject({ code: 0, msg: MSG_WALLET.downloadFailed });
  });
});

describe('bill', () => {
  it('chains: the newest after is the balance and each entry explains the step', async () => {
    for (const seed of ['default', 'lowBalance'] as const) {
      resetStore(seed);
      const bill = (await get('/merchant/merchant/bill', { limit: 100 })).data;
      expect(bill.count).toBeGreaterThan(30);
      expect(cents(bill.list[0].after)).toBe(await balance());
      for (let i = 0; i + 1 < bill.list.length; i += 1) {
        const entry = bill.list[i];
        const signed = entry.pm === 1 ? cents(entry.money) : -cents(entry.money);
        expect(cents(entry.after) - signed).toBe(cents(bill.list[i + 1].after));
        expect(cents(entry.after)).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(bill.list.map((b: Loose) => b.type))).toEqual(
        new Set(['order', 'recharge', 'extract', 'train']),
      );
    }
  });

  it('filters by type and pages as { count, list }', async () => {
    const orders = (await get('/merchant/merchant/bill', { type: 'order', page: 2 })).data;
    expect(orders.list.every((b: Loose) => b.type === 'order')).toBe(true);
    expect(orders.count).toBeGreaterThan(10);
  });
});

describe('finance report', () => {
  it('filters by range and sums what it keeps', async () => {
    const report = async (range?: string) =>
      (await get('/merchant/merchant/financial_report', range ? { range, limit: 100 } : {})).data;
    expect((await report('today')).total).toBe(1);
    expect((await report('yesterday')).total).toBe(1);
    const week = await report('week');
    expect(week.total).toBe(7);
    const profit = week.report.reduce((sum: number, r: Loose) => sum + cents(r.total_profit), 0);
    expect(cents(week.all_profit)).toBe(profit);
    expect((await report('month')).total).toBe(30);
    const all = await report();
    expect(all.total).toBe(31);
    expect(all.report).toHaveLength(10);
  });
});
