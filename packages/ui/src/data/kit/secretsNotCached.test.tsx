// @vitest-environment jsdom
import { type QueryClient } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMoney } from '@merchant/api';
import { initI18n } from '../../i18n';
import { useForgotPassword } from '../../screens/auth/ForgotPassword/useForgotPassword';
import { useRegister } from '../../screens/auth/Register/useRegister';
import type { RegisterValues } from '../../screens/auth/Register/register.schema';
import { apiClient } from './api';
import { usePaymentFlow } from './paymentFlow';
import { session } from '../boot/session';
import { renderInApp } from '../../testing/renderInApp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOGIN_SECRET = 'Secret-Login-7391';
const PAY_SECRET = '730519';

let requests: { path: string; body: string }[];
/** verify_pay refuses the password (code 0) when true. */
let refusePassword: boolean;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  requests = [];
  refusePassword = false;
  session.set({ token: 'test-token' });
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    requests.push({ path, body: await input.text() });
    if (path.endsWith('/getMerInfo')) {
      const data = {
        mer_id: 1,
        mer_name: 'Demo Shop',
        mer_money: '2580.00',
        status: 1,
        have_pay: 1,
      };
      return Response.json({ code: 1, msg: '', data });
    }
    if (path.endsWith('/verify_pay') && refusePassword) {
      return Response.json({ code: 0, msg: 'Wrong payment password', data: null });
    }
    return Response.json({ code: 1, msg: 'Done', data: null });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function render<T>(hook: () => T) {
  return renderInApp(hook);
}

/** Everything both caches hold: every query's key and data, every mutation's variables and state. */
function cached(client: QueryClient): string {
  const queries = client
    .getQueryCache()
    .getAll()
    .map((query) => ({ key: query.queryKey, state: query.state }));
  const mutations = client
    .getMutationCache()
    .getAll()
    .map((mutation) => ({ key: mutation.options.mutationKey, state: mutation.state }));
  return JSON.stringify({ queries, mutations });
}

/** The secret reached the platform (the flow really ran) and no cache kept it. */
function expectSentNotCached(client: QueryClient, secret: string, path: string) {
  expect(requests.some((r) => r.path.endsWith(path) && r.body.includes(secret))).toBe(true);
  expect(cached(client)).not.toContain(secret);
}

const image = { url: 'uploads/a.png', fullurl: 'https://img.example/a.png' };
const application: RegisterValues = {
  mer_avatar: image,
  mer_name: 'Demo Shop',
  mer_address: '1 Market Street',
  country: 'US',
  mer_phone: '13800138000',
  mer_email: 'demo@example.com',
  real_name: 'Demo Merchant',
  id_front: image,
  id_back: image,
  password: LOGIN_SECRET,
  repassword: LOGIN_SECRET,
  code: 'ABC123',
};

describe('no password stays in the query or mutation cache', () => {
  it('after a registration', async () => {
    const { client, result } = render(() => useRegister({ code: '', mer: null }));
    act(() => result.current.onSubmit(application));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expectSentNotCached(client, LOGIN_SECRET, '/merchant/merchant/register');
  });

  it('after a third-party registration', async () => {
    session.set({ token: 'test-token', data: 'third-party-identity' });
    const { client, result } = render(() => useRegister({ code: '', mer: null }));
    act(() => result.current.onSubmit(application));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expectSentNotCached(client, LOGIN_SECRET, '/merchant/merchant/tkregister');
  });

  it('after a forgotten password is reset', async () => {
    const { client, result } = render(() => useForgotPassword());
    act(() =>
      result.current.submit({
        mer_phone: '13800138000',
        newpassword: LOGIN_SECRET,
        renewpassword: LOGIN_SECRET,
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expectSentNotCached(client, LOGIN_SECRET, '/merchant/merchant/resetpwd');
  });

  it.each([
    ['accepted', false],
    ['refused', true],
  ])('after a payment whose password is %s', async (_outcome, refused) => {
    refusePassword = refused;
    const { client, result } = render(() =>
      usePaymentFlow(
        async (id: number) => {
          const { data } = await apiClient.POST('/merchant/index/buy_train', { body: { id } });
          return data;
        },
        { successText: 'Bought', invalidates: 'buyExpress' },
      ),
    );
    await waitFor(() => expect(result.current.merchant.status).toBe('ready'));
    act(() => result.current.start({ vars: 1, label: 'Starter', amount: parseMoney('29.90') }));
    act(() => result.current.proceed());
    await act(async () => result.current.submitPassword(PAY_SECRET));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.passwordError !== null).toBe(refused);
    expectSentNotCached(client, PAY_SECRET, '/merchant/merchant/verify_pay');
  });
});
