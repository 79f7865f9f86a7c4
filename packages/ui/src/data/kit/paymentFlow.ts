import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { compareMoney, subMoney, type Money } from '@merchant/api';
import type { ActionAnswer } from './action';
import { apiClient } from './api';
import { readRecord } from './read';
import { OutcomeUnknownError, type LostAnswer, type Reconcile } from './lostAnswer';
import {
  forgotPayPasswordHref,
  needsPayPasswordFirst,
  passwordSheetControls,
  usePaidAction,
} from './paidAction';
import { pathTo } from '../address/paths';
import {
  parseMerchantProfile,
  useMerchantProfile,
  type MerchantProfile,
} from '../queries/merchantProfile';
import type { MutationName } from '../queries/invalidation';
import { quotePayment, type PaymentQuote } from './quote';
import type { RequestState } from './requestState';

/** One payment from the balance: the request's variables, what it buys, and its price. */
export type Payment<V> = {
  /** What the paid call is sent with. */
  vars: V;
  /** What is paid for, as the merchant reads it ("Gold Seller", "Express Lane Plus"). */
  label: string;
  /** The price; null when it cannot be read (the payment is refused, never sent). */
  amount: Money | null;
};

/** What is on screen: nothing, the quote, or the payment password over the quote. */
export type PaymentStep = 'idle' | 'confirm' | 'password' | 'noPassword' | 'closed';

/** A payment from the balance as views see it (`PaymentFlow` draws it). */
export type PaymentFlowModel<V> = {
  /** The step on screen. */
  step: PaymentStep;
  /** The payment in the flow (while the quote or the password is open). */
  payment: Payment<V> | null;
  /** The merchant's profile: balance, shop open, payment password set. */
  merchant: RequestState<MerchantProfile>;
  /** The price against the balance; null while the profile is not there. */
  quote: PaymentQuote | null;
  /** The payment itself was refused (short balance, shop closed meanwhile): the server's words. */
  refusal: string | null;
  /** The payment password was refused: the password sheet shows it. */
  passwordError: string | null;
  /** True while verify_pay or the payment is in flight. */
  busy: boolean;
  /**
   * The payment's answer was lost: what the balance and the profile say (checking, unknown:
   * only "check again", or not sent: it may be paid again). Nothing is sent while it is
   * checking or unknown.
   */
  lost: LostAnswer | null;
  /**
   * The platform answered that it does not offer the paid call (one the contract grades assumed):
   * the sheets close, and the page says so where the purchase was offered. Cleared by `start`.
   */
  notOffered: boolean;
  /** Opens the flow for a payment (a closed shop, or a profile saying no payment password is set, open their dialog). */
  start: (payment: Payment<V>) => void;
  /** From the quote to the password (only when the balance is known and covers the price). */
  proceed: () => void;
  /** The 6 digits were typed: verify them, then pay. */
  submitPassword: (password: string) => void;
  /** Closes the password sheet, back to the quote (ignored while a request runs). */
  backToQuote: () => void;
  /** Closes whatever is open (ignored while a request runs). */
  close: () => void;
  /** A deposit that comes back to this page afterwards (`/recharge?redirect=`). */
  rechargeHref: string;
  /** Setting the payment password, coming back to this page afterwards (`/setPaypwd?redirect=`). */
  setPasswordHref: string;
  /** "Forgot the payment password?": customer service, then back to this page. */
  forgotPasswordHref: string;
};

type PaymentFlowOptions<V, R> = {
  /** The toast when the server sent no message. */
  successText: string;
  /** What the payment changes (refetched afterwards). */
  invalidates: MutationName;
  /** After a success (the sheets are closed already); `answer` is undefined for a lost answer found done. */
  onSuccess?: (answer: R | undefined, vars: V) => void;
  /**
   * After a lost answer, what besides the balance shows the payment was carried out, read afresh
   * (the level changed, the orders picked): true done, false not done, null cannot tell.
   */
  carriedOut?: (vars: V, before: MerchantProfile, now: MerchantProfile) => Promise<boolean | null>;
};

/** The profile as the platform reports it now (never the cached one). */
async function readProfile(): Promise<MerchantProfile> {
  const { data } = await apiClient.GET('/merchant/merchant/getMerInfo');
  return parseMerchantProfile(readRecord(data).data);
}

type ProfileSnapshot = { profile: MerchantProfile; price: Money | null };

/**
 * The lost-answer check of a payment from the balance: done when what else shows it says so
 * (`carriedOut`) or the balance fell by exactly the price; not sent when the balance is unchanged
 * and nothing else shows it; otherwise (or when nothing can be read) the outcome is unknown.
 */
export function paymentVerdict(
  before: ProfileSnapshot,
  now: MerchantProfile,
  shown: boolean | null,
): { done: true; evidence: null } | { done: false } {
  if (shown === true) return { done: true, evidence: null };
  const was = before.profile.balance;
  const is = now.balance;
  if (was !== null && is !== null) {
    if (before.price !== null && compareMoney(is, subMoney(was, before.price)) === 0) {
      return shown === false ? unknown() : { done: true, evidence: null };
    }
    if (compareMoney(is, was) === 0) return { done: false };
  }
  return unknown();
}

function unknown(): never {
  throw new OutcomeUnknownError('the balance moved by another amount, or could not be read');
}

/**
 * The one flow of a purchase paid from the balance (level upgrade, express lane, donation): the
 * quote (price, balance, balance after, or what is missing with a deposit that comes back here),
 * then the payment password and the call through `usePaidAction` (verify_pay first, one request
 * in flight). A closed shop, or a profile saying no payment password is set (`have_pay` 0; an
 * absent `have_pay` lets verify_pay decide), stop it before the quote; a price or
 * balance that cannot be read refuses it (`common:money.unreadable`): nothing is sent.
 */
export function usePaymentFlow<V, R extends ActionAnswer>(
  call: (vars: V) => Promise<R>,
  options: PaymentFlowOptions<V, R>,
): PaymentFlowModel<V> {
  const [here] = useLocation();
  const search = useSearch();
  const merchant = useMerchantProfile();
  const [step, setStep] = useState<'idle' | 'confirm' | 'noPassword' | 'closed'>('idle');
  const [payment, setPayment] = useState<Payment<V> | null>(null);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;

  const carriedOut = useRef(options.carriedOut);
  carriedOut.current = options.carriedOut;
  // The price of the payment being sent (the lost-answer check compares the balance with it).
  const price = useRef<Money | null>(null);
  const reconcile: Reconcile<V, ProfileSnapshot, null> = {
    before: async () => ({ profile: await readProfile(), price: price.current }),
    after: async (vars, before) => {
      const now = await readProfile();
      const shown = carriedOut.current ? await carriedOut.current(vars, before.profile, now) : null;
      return paymentVerdict(before, now, shown);
    },
  };

  const paid = usePaidAction(call, {
    successText: options.successText,
    invalidates: options.invalidates,
    reconcile,
    onSuccess: (answer, vars) => {
      setStep('idle');
      onSuccess.current?.(answer, vars);
    },
  });

  const notOffered = paid.failure?.kind === 'notOffered';
  // Retrying cannot make the platform offer it: no quote left open over the page's own notice.
  const shown: PaymentStep = paid.pending !== null ? 'password' : notOffered ? 'idle' : step;

  const profile = merchant.status === 'ready' ? merchant.data : null;
  const inFlow = shown === 'confirm' || shown === 'password';
  const quote = profile && payment ? quotePayment(profile.balance, payment.amount) : null;
  const back = search ? `${here}?${search}` : here;
  const sheet = passwordSheetControls(paid, () => setStep('idle'));

  return {
    step: shown,
    payment: inFlow ? payment : null,
    merchant,
    quote: inFlow ? quote : null,
    refusal: paid.refusal,
    passwordError: paid.passwordError,
    busy: paid.busy,
    lost: inFlow ? paid.lost : null,
    notOffered,
    start: (next) => {
      if (paid.busy || paid.pending !== null) return;
      // While a lost answer is unsettled, the quote shows that payment again, not a new one.
      if (paid.lostVars !== null) return setStep('confirm');
      paid.reset();
      if (profile && !profile.open) return setStep('closed');
      if (needsPayPasswordFirst(profile)) return setStep('noPassword');
      setPayment(next);
      setStep('confirm');
    },
    proceed: () => {
      if (step !== 'confirm' || paid.busy || !profile || !quote || !payment) return;
      if (!profile.open) return setStep('closed');
      if (needsPayPasswordFirst(profile)) return setStep('noPassword');
      // Unreadable: refused on screen, never sent. Short: the quote offers a deposit instead.
      if (quote.status === 'unreadable' || quote.short) return;
      price.current = payment.amount;
      paid.ask(payment.vars);
    },
    submitPassword: sheet.submitPassword,
    backToQuote: sheet.back,
    close: sheet.close,
    rechargeHref: pathTo('recharge', { redirect: back }),
    setPasswordHref: pathTo('setPaypwd', { redirect: back }),
    forgotPasswordHref: forgotPayPasswordHref(back),
  };
}
