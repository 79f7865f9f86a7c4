// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@merchant/api';
import { initI18n } from '../../i18n';
import { deferred } from '../../testing/deferred';
import { renderInApp } from '../../testing/renderInApp';
import { useAction, type ActionAnswer } from './action';
import { createQueryClient } from '../boot/queryClient';
import { keys } from '../queries/keys';
import type { Notify } from './notify';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Options = Parameters<typeof useAction<number, ActionAnswer>>[1];

function renderAction(call: (id: number) => Promise<ActionAnswer>, options: Options) {
  const { client, ...hook } = renderInApp(() => useAction(call, options));
  return { ...hook, invalidated: vi.spyOn(client, 'invalidateQueries') };
}

const refused = (msg: string) => new ApiError('business', { msg, code: 0, status: 200 });

describe('useAction', () => {
  it("toasts the server's message on success and hands the answer on", async () => {
    const onSuccess = vi.fn();
    const { result } = renderAction(() => Promise.resolve({ msg: 'Saved by the platform' }), {
      successText: 'Saved',
      onSuccess,
    });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(7);
    });
    expect(ok).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith({ msg: 'Saved by the platform' }, 7);
    expect(await screen.findByText('Saved by the platform')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('falls back to its own text when the server says nothing, and to none when told', async () => {
    const quiet = () => Promise.resolve({ msg: '  ' });
    const { result, unmount } = renderAction(quiet, { successText: (id) => `Saved ${id}` });
    await act(async () => {
      await result.current.run(3);
    });
    expect(await screen.findByText('Saved 3')).toBeTruthy();
    unmount();

    const silent = renderAction(quiet, { successText: null });
    await act(async () => {
      await silent.result.current.run(3);
    });
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
  });

  it("keeps a failure with the server's words, toasts it and resolves false", async () => {
    const onFailure = vi.fn();
    const onSuccess = vi.fn();
    const { result } = renderAction(() => Promise.reject(refused('Balance too low')), {
      successText: 'Saved',
      onSuccess,
      onFailure,
    });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(1);
    });
    expect(ok).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(
      { kind: 'business', serverMessage: 'Balance too low' },
      1,
    );
    expect(result.current.failure).toEqual({ kind: 'business', serverMessage: 'Balance too low' });
    expect(result.current.failureText).toBe('Balance too low');
    expect(await screen.findByText('Balance too low')).toBeTruthy();
    expect(result.current.busy).toBe(false);
  });

  it('shows a translated sentence for a failure without words, inline only when told', async () => {
    const { result } = renderAction(
      () => Promise.reject(new ApiError('network', { cause: new TypeError('fetch failed') })),
      { successText: 'Saved', toastFailure: false },
    );
    await act(async () => {
      await result.current.run(1);
    });
    expect(result.current.failure?.kind).toBe('offline');
    expect(result.current.failureText).toBeTruthy();
    expect(result.current.failureText).not.toMatch(/undefined|null|\w+:\w+\./);
    expect(screen.queryByText(result.current.failureText!)).toBeNull();
  });

  it('sends one request for a double tap, busy with its variables until the answer', async () => {
    const answer = deferred<ActionAnswer>();
    const call = vi.fn(() => answer.promise);
    const { result } = renderAction(call, { successText: 'Saved' });
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      // Both taps before React draws again: the guard is a ref, not the busy state.
      first = result.current.run(5);
      second = result.current.run(6);
    });
    await expect(second).resolves.toBe(false);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(5);
    expect(result.current.busy).toBe(true);
    expect(result.current.running).toBe(5);
    // A tap on the next frame, still in flight, sends nothing either.
    let third: boolean | undefined;
    await act(async () => {
      third = await result.current.run(7);
    });
    expect(third).toBe(false);
    await act(async () => {
      answer.resolve({ msg: 'Done' });
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    expect(result.current.running).toBeNull();
  });

  it('runs again after a failure (a retry), clearing the failure when it starts', async () => {
    const answers = [deferred<ActionAnswer>(), deferred<ActionAnswer>()];
    const call = vi.fn(() => answers[call.mock.calls.length - 1]!.promise);
    const { result } = renderAction(call, { successText: 'Saved' });
    await act(async () => {
      const run = result.current.run(1);
      answers[0]!.reject(refused('Try later'));
      await run;
    });
    expect(result.current.failure?.serverMessage).toBe('Try later');
    let retry: Promise<boolean> | undefined;
    act(() => {
      retry = result.current.run(1);
    });
    expect(result.current.failure).toBeNull();
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answers[1]!.resolve({ msg: '' });
      await expect(retry).resolves.toBe(true);
    });
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current.failure).toBeNull();
  });

  it('refetches what it changed after the answer, a failed one too', async () => {
    const ok = renderAction(() => Promise.resolve({ msg: '' }), {
      successText: null,
      invalidates: 'bankCards',
    });
    await act(async () => {
      await ok.result.current.run(1);
    });
    expect(ok.invalidated).toHaveBeenCalledWith({ queryKey: keys.bankCards });
    ok.unmount();

    const failed = renderAction(() => Promise.reject(refused('No')), {
      successText: null,
      invalidates: 'bankCards',
    });
    await act(async () => {
      await failed.result.current.run(1);
    });
    expect(failed.invalidated).toHaveBeenCalledWith({ queryKey: keys.bankCards });
  });

  it('forgets the failure on reset', async () => {
    const { result } = renderAction(() => Promise.reject(refused('No')), {
      successText: null,
      toastFailure: false,
    });
    await act(async () => {
      await result.current.run(1);
    });
    expect(result.current.failure).not.toBeNull();
    act(() => result.current.reset());
    expect(result.current.failure).toBeNull();
    expect(result.current.failureText).toBeNull();
  });

  it('tells its outcome through the notification port, whatever fills it', async () => {
    const notify = vi.fn<Notify>();
    const saves = renderInApp(
      () => useAction(() => Promise.resolve({ msg: 'Kept' }), { successText: null }),
      { notify },
    );
    await act(async () => {
      await saves.result.current.run(1);
    });
    expect(notify).toHaveBeenLastCalledWith('Kept', { tone: 'success', duration: undefined });
    const fails = renderInApp(
      () => useAction(() => Promise.reject(refused('No')), { successText: null }),
      { notify },
    );
    await act(async () => {
      await fails.result.current.run(1);
    });
    expect(notify).toHaveBeenLastCalledWith('No', { tone: 'error' });
  });

  it('says what is missing when no port is filled', () => {
    const client = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderHook(() => useAction(() => Promise.resolve({}), { successText: null }), { wrapper }),
    ).toThrow(/NotifyPort/);
  });
});
