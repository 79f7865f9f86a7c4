// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMoney } from '@merchant/api';
import { initI18n } from '../../i18n';
import { $api } from './api';
import { needsPayPasswordFirst } from './paidAction';
import { OutcomeUnknownError } from './lostAnswer';
import { paymentVerdict, usePaymentFlow } from './paymentFlow';
import { parseMerchantProfile, type MerchantProfile } from '../queries/merchantProfile';
import { session } from '../boot/session';
import { renderInApp } from '../../testing/renderInApp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROFILE = {
  mer_id: 1,
  mer_name: 'Demo Shop',
  mer_money: '2,580.00',
  status: 1,
  unread_notice: 0,
};

/** The profile as a platform sends it: `have_pay` as given, or left out (undefined). */
const profileWith = (havePay: unknown): MerchantProfile =>
  parseMerchantProfile(
    (havePay === undefined ? PROFILE : { ...PROFILE, have_pay: havePay }) as never,
  );

describe('the payment password in the profile', () => {
  it('reads have_pay 1 as set, 0 as not set, and anything else as unknown', () => {
    expect(profileWith(1).payPassword).toBe('set');
    expect(profileWith('1').payPassword).toBe('set');
    expect(profileWith(0).payPassword).toBe('unset');
    expect(profileWith(undefined).payPassword).toBe('unknown');
    expect(profileWith(null).payPassword).toBe('unknown');
    expect(profileWith('yes').payPassword).toBe('unknown');
  });

  it('stops a payment to have a password set first only on an explicit have_pay 0', () => {
    expect(needsPayPasswordFirst(profileWith(0))).toBe(true);
    expect(needsPayPasswordFirst(profileWith(1))).toBe(false);
    expect(needsPayPasswordFirst(profileWith(undefined))).toBe(false);
    expect(needsPayPasswordFirst(null)).toBe(false);
  });
});

let havePay: unknown;
/** What getMerInfo answers besides have_pay (a balance, a closed shop). */
let profileOverrides: Record<string, unknown> = {};
let requests: { path: string; body: unknown }[];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  requests = [];
  session.set({ token: 'test-token' });
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    const text = await input.text();
    requests.push({ path, body: text ? JSON.parse(text) : undefined });
    if (path.endsWith('/getMerInfo')) {
      const base = { ...PROFILE, ...profileOverrides };
      const data = havePay === undefined ? base : { ...base, have_pay: havePay };
      return Response.json({ code: 1, msg: '', data });
    }
    return Response.json({ code: 1, msg: 'Done', data: null });
  });
});

afterEach(() => {
  profileOverrides = {};
  vi.unstubAllGlobals();
  session.clear();
});

function renderFlow() {
  return renderInApp(() => {
    const buy = $api.useMutation('post', '/merchant/index/buy_train');
    return usePaymentFlow((id: number) => buy.mutateAsync({ body: { id } }), {
      successText: 'Bought',
      invalidates: 'buyExpress',
    });
  });
}

async function startBuying(result: {
  current: ReturnType<typeof renderFlow>['result']['current'];
}) {
  await waitFor(() => expect(result.current.merchant.status).toBe('ready'));
  act(() => result.current.start({ vars: 1, label: 'Starter', amount: parseMoney('29.90') }));
}

describe('usePaymentFlow and have_pay', () => {
  it('without have_pay, asks for the password and lets verify_pay decide: the payment is sent', async () => {
    havePay = undefined;
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.step).toBe('confirm');
    act(() => result.current.proceed());
    expect(result.current.step).toBe('password');
    await act(async () => result.current.submitPassword('123456'));
    await waitFor(() => expect(result.current.step).toBe('idle'));
    expect(requests.map((r) => r.path).filter((p) => !p.endsWith('/getMerInfo'))).toEqual([
      '/merchant/merchant/verify_pay',
      '/merchant/index/buy_train',
    ]);
  });

  it('with have_pay 0, asks to set a password first and sends nothing', async () => {
    havePay = 0;
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.step).toBe('noPassword');
    expect(result.current.setPasswordHref).toBe('/setPaypwd?redirect=%2F');
    expect(requests.every((r) => r.path.endsWith('/getMerInfo'))).toBe(true);
  });

  it('leads "forgot the payment password" to customer service, with the way back', async () => {
    havePay = 1;
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.forgotPasswordHref).toBe('/service?about=payPassword&redirect=%2F');
  });
});

describe('usePaymentFlow before the password', () => {
  const paidCalls = () =>
    requests.filter((r) => !r.path.endsWith('/getMerInfo')).map((request) => request.path);

  it('quotes the price against the balance exactly, and goes on to the password', async () => {
    havePay = 1;
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.quote).toEqual({
      status: 'ok',
      amount: parseMoney('29.90'),
      balance: parseMoney('2580.00'),
      after: parseMoney('2550.10'),
      short: null,
    });
    act(() => result.current.proceed());
    expect(result.current.step).toBe('password');
    act(() => result.current.backToQuote());
    expect(result.current.step).toBe('confirm');
  });

  it('shows what is missing when the balance is short, and sends nothing', async () => {
    havePay = 1;
    profileOverrides = { mer_money: '10.00' };
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.quote).toMatchObject({ status: 'ok', short: parseMoney('19.90') });
    expect(result.current.rechargeHref).toBe('/recharge?redirect=%2F');
    act(() => result.current.proceed());
    expect(result.current.step).toBe('confirm');
    expect(paidCalls()).toEqual([]);
  });

  it('refuses a balance it cannot read, and sends nothing', async () => {
    havePay = 1;
    profileOverrides = { mer_money: 'n/a' };
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.quote).toEqual({ status: 'unreadable' });
    act(() => result.current.proceed());
    expect(result.current.step).toBe('confirm');
    expect(paidCalls()).toEqual([]);
  });

  it('stops at the closed-shop dialog when the shop is closed, and sends nothing', async () => {
    havePay = 1;
    profileOverrides = { status: 0 };
    const { result } = renderFlow();
    await startBuying(result);
    expect(result.current.step).toBe('closed');
    expect(result.current.quote).toBeNull();
    act(() => result.current.close());
    expect(result.current.step).toBe('idle');
    expect(paidCalls()).toEqual([]);
  });
});

describe('paymentVerdict: a payment whose answer was lost, read from the balance', () => {
  const profile = (balance: string | null) => ({
    ...profileWith(1),
    balance: balance === null ? null : parseMoney(balance),
  });
  const before = { profile: profile('100.00'), price: parseMoney('29.90') };

  it('is done when the balance fell by exactly the price', () => {
    expect(paymentVerdict(before, profile('70.10'), null)).toEqual({ done: true, evidence: null });
  });

  it('is done when something else shows it, whatever the balance', () => {
    expect(paymentVerdict(before, profile('12.00'), true)).toEqual({ done: true, evidence: null });
  });

  it('is not sent when the balance did not move and nothing shows it', () => {
    expect(paymentVerdict(before, profile('100.00'), null)).toEqual({ done: false });
    expect(paymentVerdict(before, profile('100.00'), false)).toEqual({ done: false });
  });

  it('cannot tell when the balance moved by another amount, or cannot be read', () => {
    expect(() => paymentVerdict(before, profile('80.00'), null)).toThrow(OutcomeUnknownError);
    expect(() => paymentVerdict(before, profile(null), null)).toThrow(OutcomeUnknownError);
    expect(() =>
      paymentVerdict({ ...before, profile: profile(null) }, profile('70.10'), null),
    ).toThrow(OutcomeUnknownError);
  });

  it('cannot tell when the balance fell by the price but what else shows it says not done', () => {
    expect(() => paymentVerdict(before, profile('70.10'), false)).toThrow(OutcomeUnknownError);
  });

  it('never counts a fall of the balance as the payment when the price is unknown', () => {
    expect(() => paymentVerdict({ ...before, price: null }, profile('70.10'), null)).toThrow(
      OutcomeUnknownError,
    );
  });
});
