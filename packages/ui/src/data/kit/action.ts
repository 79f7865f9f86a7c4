import { useCallback, useContext, useRef, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toFailure, useFailureText, type Failure } from './failure';
import { useNotify } from './notify';
import { freshBeforeAction, type FreshVerdict } from '../boot/lastSeen';
import { useInvalidate, type MutationName } from '../queries/invalidation';

/** What a call of the platform answers when it succeeds: the envelope, with its message. */
export type ActionAnswer = { msg?: string | null } | undefined;

/** The outcome of one run of an action. */
export type ActionOutcome<R> = { ok: true; answer: R } | { ok: false; failure: Failure } | null;

/** An action as views see it. */
export type Action<V> = {
  /** Runs it; a second call while one is in flight does nothing (resolves null). */
  run: (vars: V) => Promise<boolean>;
  /** True while the request is in flight: show the button busy and disabled. */
  busy: boolean;
  /** The variables of the request in flight (which row's button is busy), or null. */
  running: V | null;
  /** The last failure, kept on screen until the next run or `reset`. */
  failure: Failure | null;
  /** Its translated sentence (the server's words first). */
  failureText: string | null;
  /** Forgets the last failure. */
  reset: () => void;
};

type ActionOptions<V, R> = {
  /** The toast when the server sent no message (never a blank toast); null: no toast. */
  successText: string | null | ((vars: V) => string | null);
  /** How long the success toast stays, in ms (default the toast's 2000): for long messages. */
  successDuration?: number;
  /** What the mutation changes (refetched after it answered, success or not). */
  invalidates?: MutationName;
  /** After a success (navigate, close a sheet). */
  onSuccess?: (answer: R, vars: V) => void;
  /** After a failure (the failure is already kept and toasted). */
  onFailure?: (failure: Failure, vars: V) => void;
  /** Toast the failure too (default true; forms that show it inline pass false). */
  toastFailure?: boolean;
};

/**
 * The one hook for a call that moves or changes anything: one request in flight (guarded by a
 * ref, so a double tap before the next render sends one request), the busy state, the server's
 * message or a translated fallback as the toast, the failure kept on screen, and the entities
 * it changed refetched. The caller's form state is untouched: input survives a failure.
 * Nothing is sent while the device is offline, nor on figures from an earlier visit: those are
 * read again first, and the change goes only when they are unchanged (freshBeforeAction).
 */
export function useAction<V, R extends ActionAnswer>(
  call: (vars: V) => Promise<R>,
  options: ActionOptions<V, R>,
): Action<V> {
  const notify = useNotify();
  const { t } = useTranslation('app');
  const failureText = useFailureText();
  const invalidate = useInvalidate();
  const client = useContext(QueryClientContext);
  const inFlight = useRef(false);
  const [running, setRunning] = useState<{ vars: V } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const latest = useRef({ call, options });
  latest.current = { call, options };

  const run = useCallback(
    async (vars: V): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setRunning({ vars });
      setFailure(null);
      const { call: send, options: opts } = latest.current;
      let sent = false;
      try {
        const verdict = await freshBeforeAction(client, () =>
          notify(t('lastSeen.checking'), { tone: 'info' }),
        );
        if (verdict !== 'go') throw new NotSent(verdict);
        sent = true;
        const answer = await send(vars);
        const fallback =
          typeof opts.successText === 'function' ? opts.successText(vars) : opts.successText;
        const text = answer?.msg?.trim() || fallback;
        if (text) notify(text, { tone: 'success', duration: opts.successDuration });
        opts.onSuccess?.(answer, vars);
        return true;
      } catch (error) {
        const failed: Failure =
          error instanceof NotSent
            ? { kind: 'notSent', serverMessage: null, notSent: error.reason }
            : toFailure(error);
        setFailure(failed);
        if (opts.toastFailure !== false) notify(failureText(failed), { tone: 'error' });
        opts.onFailure?.(failed, vars);
        return false;
      } finally {
        inFlight.current = false;
        setRunning(null);
        if (sent && opts.invalidates) void invalidate(opts.invalidates);
      }
    },
    [notify, t, failureText, invalidate, client],
  );

  return {
    run,
    busy: running !== null,
    running: running ? running.vars : null,
    failure,
    failureText: failure ? failureText(failure) : null,
    reset: useCallback(() => setFailure(null), []),
  };
}

/** Thrown inside `run` when the change is not sent (see freshBeforeAction). */
class NotSent extends Error {
  readonly reason: Exclude<FreshVerdict, 'go'>;
  constructor(reason: Exclude<FreshVerdict, 'go'>) {
    super(`not sent: ${reason}`);
    this.reason = reason;
  }
}
