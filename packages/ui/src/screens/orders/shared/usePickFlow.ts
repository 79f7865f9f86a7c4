import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Money } from '@merchant/api';
import { $api } from '../../../data/api';
import { usePaidAction } from '../../../data/paidAction';
import { pathTo } from '../../../data/paths';
import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import { quotePayment, sumAmounts, type PaymentQuote } from '../../../data/quote';
import type { RequestState } from '../../../data/requestState';

/** An order about to be picked: what identifies it and what it costs the merchant. */
export type PickTarget = { id: number; sn: string; cost: Money | null };

/** Which step of the flow is on screen. */
export type PickStep = 'idle' | 'confirm' | 'password' | 'noPassword' | 'closed';

/** The picking flow as the order list, the order detail and `PickFlow` see it. */
export type PickFlowModel = {
  /** The step on screen: the quote, the password over it, or one of the two dialogs. */
  step: PickStep;
  /** The orders in the flow (during confirm and password). */
  targets: PickTarget[];
  /** The merchant's profile: balance, shop open, payment password set. */
  merchant: RequestState<MerchantProfile>;
  /** True when the profile says the shop is closed: nothing can be picked. */
  shopClosed: boolean;
  /** The money of the orders against the balance; null while the profile is not there. */
  quote: PaymentQuote | null;
  /** The pick was refused (short balance, shop closed meanwhile): the server's words. */
  refusal: string | null;
  /** The payment password was refused: the password sheet shows it. */
  passwordError: string | null;
  /** True while verify_pay or the pick is in flight. */
  busy: boolean;
  /** The ids of the orders in the flow (to show their buttons busy). */
  activeIds: ReadonlySet<number>;
  /** Opens the flow for one order or a batch. */
  start: (targets: PickTarget[]) => void;
  /** From the quote to the password (only when the balance is known and covers the amount). */
  proceed: () => void;
  /** The 6 digits were typed: verify them, then pick. */
  submitPassword: (password: string) => void;
  /** Closes the password sheet, back to the quote (ignored while a request runs). */
  backToQuote: () => void;
  /** Closes whatever is open (ignored while a request runs). */
  close: () => void;
  /** "Set a payment password first": /setPaypwd, coming back to this page afterwards. */
  setPasswordHref: string;
};

/** How long after a sheet opens a dismissal is taken for the second tap of a double tap. */
const STRAY_TAP_MS = 400;

/**
 * The picking flow shared by the order list and the order detail: a quote of what will be
 * paid against the balance, then the payment password and pick or pick_batch through the kit's
 * paid action (verify_pay first, one request in flight, ref-guarded). An amount or a balance
 * that cannot be read refuses the pick (`common:money.unreadable`): nothing is sent.
 */
export function usePickFlow(options: { onPicked?: (ids: number[]) => void } = {}): PickFlowModel {
  const { t } = useTranslation('orders');
  const [here] = useLocation();
  const search = useSearch();
  const merchant = useMerchantProfile();
  const [step, setStep] = useState<'idle' | 'confirm' | 'noPassword' | 'closed'>('idle');
  const [targets, setTargets] = useState<PickTarget[]>([]);
  const pickOne = $api.useMutation('post', '/merchant/order/pick');
  const pickMany = $api.useMutation('post', '/merchant/order/pick_batch');
  const onPicked = useRef(options.onPicked);
  onPicked.current = options.onPicked;

  const paid = usePaidAction(
    (chosen: PickTarget[]) => {
      const ids = chosen.map((target) => target.id);
      const [first] = ids;
      return ids.length === 1 && first !== undefined
        ? pickOne.mutateAsync({ body: { order_id: first } })
        : pickMany.mutateAsync({ body: { ids } });
    },
    {
      successText: t('pick.done'),
      invalidates: 'pick',
      onSuccess: (_answer, chosen) => {
        setStep('idle');
        onPicked.current?.(chosen.map((target) => target.id));
      },
    },
  );

  const shown: PickStep = paid.pending !== null ? 'password' : step;
  // The second tap of a double tap lands on the sheet that the first one opened (its backdrop
  // or a button under it): for a moment after a sheet is on screen, a dismissal is that tap,
  // not a choice. Timed from the commit, not the tap: a slow phone may take long to draw it.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [shown]);
  const strayTap = () => performance.now() - shownAt.current < STRAY_TAP_MS;

  const profile = merchant.status === 'ready' ? merchant.data : null;
  const inFlow = shown === 'confirm' || shown === 'password';
  const quote = profile
    ? quotePayment(profile.balance, sumAmounts(targets.map((target) => target.cost)))
    : null;

  const start = (next: PickTarget[]) => {
    if (next.length === 0 || paid.busy || paid.pending !== null) return;
    paid.reset();
    if (profile && !profile.open) return setStep('closed');
    if (profile && !profile.hasPayPassword) return setStep('noPassword');
    setTargets(next);
    setStep('confirm');
  };

  const proceed = () => {
    if (step !== 'confirm' || paid.busy || !profile || !quote) return;
    if (!profile.open) return setStep('closed');
    if (!profile.hasPayPassword) return setStep('noPassword');
    // Unreadable: refused on screen, never sent. Short: the quote offers a recharge instead.
    if (quote.status === 'unreadable' || quote.short) return;
    paid.ask(targets);
  };

  return {
    step: shown,
    targets: inFlow ? targets : [],
    merchant,
    shopClosed: profile !== null && !profile.open,
    quote: inFlow ? quote : null,
    refusal: paid.refusal,
    passwordError: paid.passwordError,
    busy: paid.busy,
    activeIds: new Set(inFlow ? targets.map((target) => target.id) : []),
    start,
    proceed,
    submitPassword: (password) => void paid.submit(password),
    backToQuote: () => {
      if (paid.busy || strayTap()) return;
      paid.close();
    },
    close: () => {
      if (paid.busy || strayTap()) return;
      paid.close();
      setStep('idle');
    },
    setPasswordHref: pathTo('setPaypwd', { redirect: search ? `${here}?${search}` : here }),
  };
}
