// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@merchant/api';
import { initI18n } from '../../i18n';
import { deferred } from '../../testing/deferred';
import { renderInApp } from '../../testing/renderInApp';
import type { ActionAnswer } from './action';
import { usePaidAction } from './paidAction';
import { session } from '../boot/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What verify_pay answers: the password accepted, or refused with the platform's words. */
let verifyAnswer: { code: number; msg: string };
let requests: { path: string; body: unknown }[];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  requests = [];
  verifyAnswer = { code: 1, msg: '' };
  session.set({ token: 'test-token' });
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    const text = await input.text();
    requests.push({ path, body: text ? JSON.parse(text) : undefined });
    if (path.endsWith('/verify_pay')) return Response.json({ ...verifyAnswer, data: null });
    return Response.json({ code: 1, msg: '', data: null });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function renderPaid(call: (id: number) => Promise<ActionAnswer>) {
  const onSuccess = vi.fn();
  const hook = renderInApp(() =>
    usePaidAction(call, { successText: 'Paid', invalidates: 'upgradeLevel', onSuccess }),
  );
  return { ...hook, onSuccess };
}

const verified = () => requests.filter((r) => r.path.endsWith('/verify_pay'));

describe('usePaidAction', () => {
  it('checks the password with verify_pay, then pays once and closes the sheet', async () => {
    const call = vi.fn(() => Promise.resolve({ msg: 'Upgraded' }));
    const { result, onSuccess } = renderPaid(call);
    act(() => result.current.ask(2));
    expect(result.current.pending).toBe(2);
    await act(async () => {
      await result.current.submit('123456');
    });
    expect(verified().map((r) => r.body)).toEqual([{ password_pay: '123456' }]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(2);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]!.slice(0, 2)).toEqual([{ msg: 'Upgraded' }, 2]);
    expect(result.current.pending).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(result.current.refusal).toBeNull();
  });

  it('keeps the sheet open with the platform’s words when the password is refused, paying nothing', async () => {
    verifyAnswer = { code: 0, msg: 'Wrong payment password' };
    const call = vi.fn(() => Promise.resolve({ msg: '' }));
    const { result } = renderPaid(call);
    act(() => result.current.ask(2));
    await act(async () => {
      await result.current.submit('000000');
    });
    expect(call).not.toHaveBeenCalled();
    expect(result.current.passwordError).toBe('Wrong payment password');
    expect(result.current.pending).toBe(2);
    expect(result.current.busy).toBe(false);

    // The next try starts without the old error, and pays.
    verifyAnswer = { code: 1, msg: '' };
    await act(async () => {
      await result.current.submit('123456');
    });
    expect(result.current.passwordError).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('closes the sheet and keeps the refusal when the payment itself is refused', async () => {
    const call = vi.fn(() =>
      Promise.reject(new ApiError('business', { msg: 'Insufficient balance', code: 0 })),
    );
    const { result, onSuccess } = renderPaid(call);
    act(() => result.current.ask(3));
    await act(async () => {
      await result.current.submit('123456');
    });
    await waitFor(() => expect(result.current.refusal).toBe('Insufficient balance'));
    expect(result.current.failure).toEqual({
      kind: 'business',
      serverMessage: 'Insufficient balance',
    });
    expect(result.current.pending).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();

    // A new payment starts clean.
    act(() => result.current.ask(3));
    expect(result.current.refusal).toBeNull();
    expect(result.current.failure).toBeNull();
  });

  it('verifies and pays once for a double tap on the last digit', async () => {
    const payment = deferred<ActionAnswer>();
    const call = vi.fn(() => payment.promise);
    const { result } = renderPaid(call);
    act(() => result.current.ask(4));
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.submit('123456');
      void result.current.submit('123456');
    });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(result.current.busy).toBe(true);
    // The sheet cannot be closed while the payment is in flight.
    act(() => result.current.close());
    expect(result.current.pending).toBe(4);
    await act(async () => {
      payment.resolve({ msg: '' });
      await first;
    });
    expect(verified()).toHaveLength(1);
    expect(call).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.pending).toBeNull());
  });

  it('sends nothing when no payment was asked for, and closes an idle sheet', async () => {
    const call = vi.fn(() => Promise.resolve({ msg: '' }));
    const { result } = renderPaid(call);
    await act(async () => {
      await result.current.submit('123456');
    });
    expect(requests).toEqual([]);
    expect(call).not.toHaveBeenCalled();
    act(() => result.current.ask(5));
    act(() => result.current.close());
    expect(result.current.pending).toBeNull();
  });
});
