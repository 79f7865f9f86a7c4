// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyFromCents, parseMoney } from '@merchant/api';
import { initI18n } from '../../i18n';
import { $api } from './api';
import { OutcomeUnknownError, outcomeUnknown } from './lostAnswer';
import { paymentVerdict, usePaymentFlow } from './paymentFlow';
import { parseMerchantProfile } from '../queries/merchantProfile';
import { session } from '../boot/session';
import { renderInApp } from '../../testing/renderInApp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PRICE_CENTS = 2990;

/** The fake platform of these tests: a balance, and how the next purchase and reads behave. */
let balanceCents: number;
let bought: number;
let purchases: number;
/** The next purchase: carried out then its answer lost, lost before it arrives, or answered. */
let nextPurchase: 'answered' | 'lostAfter' | 'lostBefore' | 'refused';
/** The profile stops answering once a purchase is carried out. */
let profileDownAfterPurchase: boolean;
let profileDown: boolean;

const profile = () => ({
  mer_id: 1,
  mer_name: 'Demo Shop',
  mer_money: (balanceCents / 100).toFixed(2),
  status: 1,
  have_pay: 1,
  unread_notice: 0,
});

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  balanceCents = 258000;
  bought = 0;
  purchases = 0;
  nextPurchase = 'answered';
  profileDown = false;
  profileDownAfterPurchase = false;
  session.set({ token: 'test-token' });
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    if (path.endsWith('/getMerInfo')) {
      if (profileDown) throw new TypeError('Failed to fetch');
      return Response.json({ code: 1, msg: '', data: profile() });
    }
    if (path.endsWith('/buy_train')) {
      purchases += 1;
      const mode = nextPurchase;
      nextPurchase = 'answered';
      if (mode === 'lostBefore') throw new TypeError('Failed to fetch');
      if (mode === 'refused') return Response.json({ code: 0, msg: 'Not enough', data: null });
      balanceCents -= PRICE_CENTS;
      bought += 1;
      if (profileDownAfterPurchase) profileDown = true;
      if (mode === 'lostAfter') throw new TypeError('Failed to fetch');
      return Response.json({ code: 1, msg: 'Bought', data: null });
    }
    return Response.json({ code: 1, msg: '', data: null });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

function renderFlow() {
  const succeeded: (string | undefined)[] = [];
  const rendered = renderInApp(() => {
    const buy = $api.useMutation('post', '/merchant/index/buy_train');
    return usePaymentFlow((id: number) => buy.mutateAsync({ body: { id } }), {
      successText: 'Bought',
      invalidates: 'buyExpress',
      onSuccess: (answer) => succeeded.push(answer?.msg ?? undefined),
    });
  });
  return { ...rendered, succeeded };
}

type Flow = ReturnType<typeof renderFlow>['result'];

async function pay(result: Flow) {
  await waitFor(() => expect(result.current.merchant.status).toBe('ready'));
  act(() =>
    result.current.start({ vars: 1, label: 'Starter', amount: moneyFromCents(PRICE_CENTS) }),
  );
  act(() => result.current.proceed());
  expect(result.current.step).toBe('password');
  await act(async () => result.current.submitPassword('123456'));
}

describe('a payment whose answer is lost', () => {
  it('is found done when the balance fell by its price: nothing is sent again', async () => {
    nextPurchase = 'lostAfter';
    const { result, succeeded } = renderFlow();
    await pay(result);
    await waitFor(() => expect(result.current.step).toBe('idle'));
    expect(result.current.lost).toBeNull();
    expect(succeeded).toEqual([undefined]);
    expect([purchases, bought]).toEqual([1, 1]);
  });

  it('is not sent when the balance is unchanged: it may be paid again, once', async () => {
    nextPurchase = 'lostBefore';
    const { result, succeeded } = renderFlow();
    await pay(result);
    await waitFor(() => expect(result.current.lost?.status).toBe('notSent'));
    expect(result.current.step).toBe('confirm');
    act(() => result.current.proceed());
    expect(result.current.step).toBe('password');
    await act(async () => result.current.submitPassword('123456'));
    await waitFor(() => expect(result.current.step).toBe('idle'));
    expect(succeeded).toEqual(['Bought']);
    expect([purchases, bought]).toEqual([2, 1]);
  });

  it('stays unknown while the profile cannot be read, sends nothing, and checks again', async () => {
    nextPurchase = 'lostAfter';
    // The profile read before sending answers; the one after the lost answer does not.
    profileDownAfterPurchase = true;
    const { result, succeeded } = renderFlow();
    await pay(result);
    await waitFor(() => expect(result.current.lost?.status).toBe('unknown'));
    // Neither Confirm nor a new payment sends anything while the outcome is unknown.
    act(() => result.current.proceed());
    expect(result.current.step).toBe('confirm');
    act(() => result.current.close());
    act(() => result.current.start({ vars: 2, label: 'Other', amount: parseMoney('1.00') }));
    expect(result.current.payment?.label).toBe('Starter');
    act(() => result.current.proceed());
    await act(async () => result.current.submitPassword('123456'));
    expect(purchases).toBe(1);

    profileDown = false;
    act(() => result.current.lost?.checkAgain());
    await waitFor(() => expect(result.current.lost).toBeNull());
    expect(succeeded).toEqual([undefined]);
    expect([purchases, bought]).toEqual([1, 1]);
  });

  it('is not sent at all when the profile cannot be read before sending', async () => {
    const { result } = renderFlow();
    await waitFor(() => expect(result.current.merchant.status).toBe('ready'));
    act(() =>
      result.current.start({ vars: 1, label: 'Starter', amount: moneyFromCents(PRICE_CENTS) }),
    );
    act(() => result.current.proceed());
    profileDown = true;
    await act(async () => result.current.submitPassword('123456'));
    await waitFor(() => expect(result.current.refusal).toMatch(/nothing was sent/));
    expect(purchases).toBe(0);
  });

  it('keeps a refusal a refusal: no records are checked', async () => {
    nextPurchase = 'refused';
    const { result } = renderFlow();
    await pay(result);
    await waitFor(() => expect(result.current.refusal).toBe('Not enough'));
    expect(result.current.lost).toBeNull();
  });
});

describe('what decides a lost answer', () => {
  const at = (money: string) =>
    parseMerchantProfile({ mer_id: 1, mer_money: money, status: 1 } as never);

  it('counts only lost answers as unknown outcomes', () => {
    for (const kind of ['offline', 'timeout', 'server', 'malformed'] as const) {
      expect(outcomeUnknown({ kind, serverMessage: null })).toBe(true);
    }
    for (const kind of ['business', 'notFound', 'notOffered'] as const) {
      expect(outcomeUnknown({ kind, serverMessage: null })).toBe(false);
    }
  });

  it('reads the balance: fallen by the price done, unchanged not sent, else unknown', () => {
    const before = { profile: at('100.00'), price: parseMoney('29.90') };
    expect(paymentVerdict(before, at('70.10'), null)).toEqual({ done: true, evidence: null });
    expect(paymentVerdict(before, at('100.00'), null)).toEqual({ done: false });
    expect(() => paymentVerdict(before, at('95.00'), null)).toThrow(OutcomeUnknownError);
    expect(() => paymentVerdict(before, at('oops'), null)).toThrow(OutcomeUnknownError);
    // What else shows it wins; a balance fallen by the price that it contradicts is unknown.
    expect(paymentVerdict(before, at('100.00'), true)).toEqual({ done: true, evidence: null });
    expect(() => paymentVerdict(before, at('70.10'), false)).toThrow(OutcomeUnknownError);
    expect(paymentVerdict(before, at('100.00'), false)).toEqual({ done: false });
  });
});
