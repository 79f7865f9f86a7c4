import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, type ActionAnswer } from './action';
import type { Failure } from './failure';
import { useNotify } from './notify';
import {
  outcomeUnknown,
  type LostAnswer,
  type LostAnswerStatus,
  type Reconcile,
} from './lostAnswer';
import { useInvalidate, type MutationName } from '../queries/invalidation';

/** What the records showed before sending, or that they could not be read. */
export type Before<S> = { ok: true; before: S } | { ok: false };

/** An action that moves money, as the hooks that send it see it. */
export type ReconciledAction<V, S> = {
  /** Starts reading the records before `vars` is sent (a caller may start it early). */
  readBefore: (vars: V) => Promise<Before<S>>;
  /**
   * Sends `vars` once the records before it were read (`before`, or read now): not sent when they
   * cannot be read, nor while a lost answer is unsettled. Resolves true when it was carried out
   * (answered, or a lost answer found in the records).
   */
  send: (vars: V, before?: Promise<Before<S>>) => Promise<boolean>;
  /** True while the request is in flight. */
  busy: boolean;
  /** Why the last attempt failed (null while a lost answer is shown instead). */
  failure: Failure | null;
  /** Its sentence: the platform's words, or "the records could not be read: nothing was sent". */
  failureText: string | null;
  /** Forgets the last failure (and a lost answer settled as not sent). */
  reset: () => void;
  /** A lost answer and what the records say of it; null otherwise. */
  lost: LostAnswer | null;
  /** The variables of the unsettled lost answer (checking or unknown): what the page shows again. */
  lostVars: V | null;
  /** True while a lost answer is checking or unknown: nothing may be sent. */
  blocked: boolean;
};

export type ReconciledActionOptions<V, R, S, D> = {
  /** The toast when the server sent no message; null: none (the page says it). */
  successText: string | null;
  invalidates: MutationName;
  /** Toast the failure too (default false: the page shows it where the action was). */
  toastFailure?: boolean;
  /** After a success; `answer` undefined and `evidence` set when a lost answer was found done. */
  onSuccess?: (answer: R | undefined, vars: V, evidence?: D) => void;
  /** How a lost answer is settled by the records (see `Reconcile`); without it, a failure. */
  reconcile?: Reconcile<V, S, D>;
};

type LostEntry<V, S> = { vars: V; before: S; status: LostAnswerStatus };

/**
 * `useAction` for an action that moves money (withdrawal, payment, pick, deposit): when its
 * answer is lost (see `outcomeUnknown`) nothing is sent again blindly. The records are read
 * before sending (`reconcile.before`; the request is not sent when they cannot be read) and
 * again after a lost answer: found, the action counts as done and the merchant is told; not
 * there with nothing moved, it may be sent again; otherwise the outcome is unknown and only
 * "check again" is offered.
 */
export function useReconciledAction<V, R extends ActionAnswer, S = unknown, D = unknown>(
  call: (vars: V) => Promise<R>,
  options: ReconciledActionOptions<V, R, S, D>,
): ReconciledAction<V, S> {
  const { t } = useTranslation('app');
  const notify = useNotify();
  const invalidate = useInvalidate();
  const [unchecked, setUnchecked] = useState(false);
  const [lost, setLost] = useState<LostEntry<V, S> | null>(null);
  const checking = useRef(false);
  const lastFailure = useRef<Failure | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const action = useAction(call, {
    successText: options.successText,
    invalidates: options.invalidates,
    toastFailure: options.toastFailure ?? false,
    onSuccess: (answer, vars) => latest.current.onSuccess?.(answer, vars),
    onFailure: (failure) => {
      lastFailure.current = failure;
    },
  });

  /** Reads the records after a lost answer and settles what happened. */
  const check = useCallback(
    async (entry: LostEntry<V, S>): Promise<boolean> => {
      const { reconcile } = latest.current;
      if (!reconcile || checking.current) return false;
      checking.current = true;
      setLost({ ...entry, status: 'checking' });
      try {
        const verdict = await reconcile.after(entry.vars, entry.before);
        if (!verdict.done) {
          setLost({ ...entry, status: 'notSent' });
          return false;
        }
        setLost(null);
        action.reset();
        notify(t('lostAnswer.found'), { tone: 'success', duration: 4000 });
        void invalidate(latest.current.invalidates);
        latest.current.onSuccess?.(undefined, entry.vars, verdict.evidence);
        return true;
      } catch {
        setLost({ ...entry, status: 'unknown' });
        return false;
      } finally {
        checking.current = false;
      }
    },
    [action, invalidate, t, notify],
  );

  const blocked = lost !== null && lost.status !== 'notSent';

  const readBefore = useCallback((vars: V): Promise<Before<S>> => {
    const { reconcile } = latest.current;
    if (!reconcile) return Promise.resolve({ ok: true, before: undefined as S });
    return reconcile.before(vars).then(
      (before) => ({ ok: true as const, before }),
      () => ({ ok: false as const }),
    );
  }, []);

  const send = useCallback(
    async (vars: V, early?: Promise<Before<S>>): Promise<boolean> => {
      if (blocked || checking.current || action.busy) return false;
      setUnchecked(false);
      const read = await (early ?? readBefore(vars));
      if (!read.ok) {
        // Without the records a lost answer could not be told from a refusal: not sent.
        setUnchecked(true);
        return false;
      }
      setLost(null);
      lastFailure.current = null;
      if (await action.run(vars)) return true;
      const failure = lastFailure.current as Failure | null;
      if (!latest.current.reconcile || !failure || !outcomeUnknown(failure)) return false;
      return check({ vars, before: read.before, status: 'checking' });
    },
    [blocked, action, readBefore, check],
  );

  return {
    readBefore,
    send,
    busy: action.busy,
    failure: lost ? null : action.failure,
    failureText: lost ? null : unchecked ? t('lostAnswer.notChecked') : action.failureText,
    reset: () => {
      action.reset();
      setUnchecked(false);
      // "Not sent" is settled: a new attempt starts clean. Checking or unknown stays.
      setLost((entry) => (entry?.status === 'notSent' ? null : entry));
    },
    lost: lost && {
      status: lost.status,
      checkAgain: () => {
        if (lost.status === 'unknown') void check(lost);
      },
    },
    lostVars: blocked ? lost.vars : null,
    blocked,
  };
}
