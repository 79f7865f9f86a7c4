// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@merchant/api';
import { i18n, initI18n } from '../../i18n';
import { deferred } from '../../testing/deferred';
import { renderInApp } from '../../testing/renderInApp';
import type { Reconcile, Verdict } from './lostAnswer';
import type { Notify } from './notify';
import { useReconciledAction } from './reconciledAction';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(cleanup);

type Answer = { msg?: string };

/** A money action over `call`, settled by `reconcile`; what it told the merchant in `notify`. */
function renderReconciled(
  call: (amount: number) => Promise<Answer>,
  reconcile: Reconcile<number, string, string>,
) {
  const notify = vi.fn<Notify>();
  const onSuccess = vi.fn();
  const hook = renderInApp(
    () =>
      useReconciledAction(call, {
        successText: 'Sent',
        invalidates: 'donate',
        onSuccess,
        reconcile,
      }),
    { notify },
  );
  return { ...hook, notify, onSuccess };
}

const lost = () => Promise.reject(new ApiError('timeout'));
const records = (after: () => Promise<Verdict<string>>) => ({
  before: vi.fn(async (amount: number) => `records before ${amount}`),
  after: vi.fn(after),
});

async function send(result: { current: { send: (vars: number) => Promise<boolean> } }) {
  let sent: boolean | undefined;
  await act(async () => {
    sent = await result.current.send(10);
  });
  return sent;
}

describe('useReconciledAction', () => {
  it('reads the records, then sends, and tells the merchant', async () => {
    const call = vi.fn(async () => ({ msg: 'Donated' }));
    const reconcile = records(async () => ({ done: false }));
    const { result, notify, onSuccess } = renderReconciled(call, reconcile);
    expect(await send(result)).toBe(true);
    expect(reconcile.before).toHaveBeenCalledWith(10);
    expect(call).toHaveBeenCalledExactlyOnceWith(10);
    expect(reconcile.after).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('Donated', { tone: 'success', duration: undefined });
    expect(onSuccess).toHaveBeenCalledWith({ msg: 'Donated' }, 10);
  });

  it('sends nothing when the records cannot be read first, and says so', async () => {
    const call = vi.fn(async () => ({}));
    const reconcile = {
      before: vi.fn(() => Promise.reject(new ApiError('network'))),
      after: vi.fn(),
    };
    const { result } = renderReconciled(call, reconcile);
    expect(await send(result)).toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(result.current.failureText).toBe(i18n.t('app:lostAnswer.notChecked'));
  });

  it('counts a lost answer the records show as done, with their evidence', async () => {
    const reconcile = records(async () => ({ done: true, evidence: 'record 77' }));
    const { result, notify, onSuccess } = renderReconciled(lost, reconcile);
    expect(await send(result)).toBe(true);
    expect(reconcile.after).toHaveBeenCalledWith(10, 'records before 10');
    expect(result.current.lost).toBeNull();
    expect(result.current.failure).toBeNull();
    expect(notify).toHaveBeenLastCalledWith(i18n.t('app:lostAnswer.found'), {
      tone: 'success',
      duration: 4000,
    });
    expect(onSuccess).toHaveBeenCalledWith(undefined, 10, 'record 77');
  });

  it('lets a lost answer the records do not show be sent again', async () => {
    const call = vi.fn(lost);
    const { result } = renderReconciled(
      call,
      records(async () => ({ done: false })),
    );
    expect(await send(result)).toBe(false);
    expect(result.current.lost?.status).toBe('notSent');
    expect(result.current.blocked).toBe(false);
    await send(result);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('blocks every send while the outcome is unknown, until the records settle it', async () => {
    const call = vi.fn(lost);
    let reading: Promise<Verdict<string>> = Promise.reject(new ApiError('network'));
    reading.catch(() => {});
    const { result } = renderReconciled(
      call,
      records(() => reading),
    );
    expect(await send(result)).toBe(false);
    expect(result.current.lost?.status).toBe('unknown');
    expect(result.current.blocked).toBe(true);
    expect(result.current.lostVars).toBe(10);
    expect(await send(result)).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    reading = Promise.resolve({ done: true, evidence: 'record 78' });
    await act(async () => {
      result.current.lost?.checkAgain();
      await reading;
    });
    expect(result.current.lost).toBeNull();
    expect(result.current.blocked).toBe(false);
  });

  it('keeps a refusal as a failure: a refused request was not carried out', async () => {
    const reconcile = records(async () => ({ done: true, evidence: 'never' }));
    const { result } = renderReconciled(
      () => Promise.reject(new ApiError('business', { msg: 'Balance too low' })),
      reconcile,
    );
    expect(await send(result)).toBe(false);
    expect(reconcile.after).not.toHaveBeenCalled();
    expect(result.current.lost).toBeNull();
    expect(result.current.failureText).toBe('Balance too low');
  });

  it('sends once while a request is in flight', async () => {
    const answer = deferred<Answer>();
    const call = vi.fn(() => answer.promise);
    const { result } = renderReconciled(
      call,
      records(async () => ({ done: false })),
    );
    let first: Promise<boolean> | undefined;
    await act(async () => {
      first = result.current.send(10);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(result.current.busy).toBe(true));
    expect(await send(result)).toBe(false);
    await act(async () => {
      answer.resolve({ msg: 'ok' });
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
