import { useCallback, useRef, useState } from 'react';
import type { ActionAnswer } from './action';
import { apiClient } from './api';
import { deviceOffline } from '../boot/deviceOnline';
import { toFailure, useFailureText, type Failure } from './failure';
import type { LostAnswer } from './lostAnswer';
import { useReconciledAction, type ReconciledActionOptions } from './reconciledAction';
import { pathTo } from '../address/paths';
import type { MerchantProfile } from '../queries/merchantProfile';

/**
 * Whether a payment stops before the password to have one set first: only when the profile
 * says so (`have_pay` 0). Without `have_pay` (the platform's own client never reads it) the
 * password is asked for, and verify_pay's answer decides; an unknown profile decides nothing.
 */
export function needsPayPasswordFirst(profile: MerchantProfile | null): boolean {
  return profile?.payPassword === 'unset';
}

/**
 * Where "forgot the payment password?" leads: the platform offers no reset, so customer service,
 * told what to ask, with the way back to the payment's page (`back`, a path of this app).
 */
export function forgotPayPasswordHref(back: string): string {
  return pathTo('service', { about: 'payPassword', redirect: back });
}

/**
 * What a page's password sheet does with a paid action: the typed password is sent, `back` closes
 * the sheet to the step before it, `close` leaves the payment (then `onClosed`); neither closes
 * while a request runs.
 */
export function passwordSheetControls<V>(paid: PaidAction<V>, onClosed: () => void) {
  return {
    submitPassword: (password: string) => void paid.submit(password),
    back: () => {
      if (!paid.busy) paid.close();
    },
    close: () => {
      if (paid.busy) return;
      paid.close();
      onClosed();
    },
  };
}

/** A payment from the balance as views see it: the password sheet's state and its actions. */
export type PaidAction<V> = {
  /** The sheet is open for these variables (null: closed). */
  pending: V | null;
  /** Opens the password sheet for a payment. */
  ask: (vars: V) => void;
  /** The 6 digits were typed: verify them, then send the payment (once). */
  submit: (password: string) => Promise<void>;
  /** Closes the sheet (ignored while a request runs). */
  close: () => void;
  /** True while verify or the payment is in flight. */
  busy: boolean;
  /** The password was refused: the sheet shows this and clears the digits. */
  passwordError: string | null;
  /** The payment itself was refused (short balance, closed shop): the server's words. */
  refusal: string | null;
  /** Why the payment itself failed (kept with `refusal`), or null. */
  failure: Failure | null;
  /** Forgets the last refusal and password error (a new payment starts clean). */
  reset: () => void;
  /**
   * The answer of the last payment was lost (only with `reconcile`): what the records say. While
   * it is `checking` or `unknown` nothing can be sent (`ask` and `submit` do nothing); `notSent`
   * lets the payment be sent again. Null otherwise.
   */
  lost: LostAnswer | null;
  /** The variables of the payment whose answer was lost (what the page shows while it checks). */
  lostVars: V | null;
};

/** As `useReconciledAction`'s, always with a success toast (the password sheet closes on it). */
type PaidActionOptions<V, R, S, D> = Omit<
  ReconciledActionOptions<V, R, S, D>,
  'successText' | 'toastFailure'
> & {
  /** The toast when the server sent no message. */
  successText: string;
};

/**
 * The one pattern of every action paid with the payment password (pick, level upgrade, express
 * lane, withdrawal, donation): the password is checked first with verify_pay, then the action
 * is sent; one request in flight; the password never leaves this function's call (verify_pay
 * goes straight to the client, as every call carrying a secret does: see `$api`). With
 * `reconcile`, the records are read beside the password's check and a lost answer is settled by
 * them (`useReconciledAction`): never a second payment sent blindly.
 */
export function usePaidAction<V, R extends ActionAnswer, S = unknown, D = unknown>(
  call: (vars: V) => Promise<R>,
  options: PaidActionOptions<V, R, S, D>,
): PaidAction<V> {
  const failureText = useFailureText();
  const [pending, setPending] = useState<V | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const action = useReconciledAction(call, {
    successText: options.successText,
    invalidates: options.invalidates,
    reconcile: options.reconcile,
    onSuccess: (answer, vars, evidence) => {
      setPending(null);
      latest.current.onSuccess?.(answer, vars, evidence);
    },
  });

  const submit = useCallback(
    async (password: string) => {
      if (pending === null || inFlight.current || action.blocked) return;
      inFlight.current = true;
      setVerifying(true);
      setPasswordError(null);
      const vars = pending;
      if (deviceOffline()) {
        // Not even the password's check is sent: nothing can be paid offline.
        setPasswordError(failureText({ kind: 'notSent', notSent: 'offline', serverMessage: null }));
        setVerifying(false);
        inFlight.current = false;
        return;
      }
      // What the records show before sending, read beside the password's check.
      const before = action.readBefore(vars);
      try {
        try {
          await apiClient.POST('/merchant/merchant/verify_pay', {
            body: { password_pay: password },
          });
        } catch (error) {
          setPasswordError(failureText(toFailure(error)));
          return;
        }
        const sending = action.send(vars, before);
        setVerifying(false);
        if (!(await sending)) setPending(null);
      } finally {
        setVerifying(false);
        inFlight.current = false;
      }
    },
    [pending, failureText, action],
  );

  return {
    pending,
    ask: (vars) => {
      if (inFlight.current || action.blocked) return;
      action.reset();
      setPasswordError(null);
      setPending(vars);
    },
    submit,
    close: () => {
      if (inFlight.current) return;
      setPending(null);
    },
    busy: verifying || action.busy,
    passwordError,
    refusal: action.failureText,
    failure: action.failure,
    reset: () => {
      action.reset();
      setPasswordError(null);
    },
    lost: action.lost,
    lostVars: action.lostVars,
  };
}
