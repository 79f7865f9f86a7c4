import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZERO, compareMoney, parseMoney, subMoney, sumMoney, type Money } from '@merchant/api';
import { $api } from '../../../data/api';
import { failureKind, useErrorText } from '../../../data/errors';
import { useToast } from '../../../primitives/Toast';

/** An order about to be picked: what identifies it and what it costs the merchant. */
export type PickTarget = { id: number; sn: string; cost: Money };

/** What the merchant's profile says about picking (balance, shop open, password set). */
export type PickMerchant =
  | { status: 'loading' }
  | { status: 'error'; message: string; offline: boolean; retry: () => void }
  | { status: 'ready'; balance: Money; open: boolean; hasPayPassword: boolean };

/** The money of the chosen orders against the balance, computed exactly. */
export type PickQuote = { amount: Money; balance: Money; after: Money; short: Money | null };

/** Which step of the flow is on screen. */
export type PickStep =
  | { step: 'idle' }
  | { step: 'confirm'; targets: PickTarget[]; refusal: string | null }
  | { step: 'password'; targets: PickTarget[]; error: string | null; busy: boolean }
  | { step: 'noPassword' }
  | { step: 'closed' };

/** How long after a sheet opens a dismissal is taken for the second tap of a double tap. */
const STRAY_TAP_MS = 400;

/** The query keys a pick changes: order lists (and the tab badge), details, the balance. */
const LIST_KEY = ['get', '/merchant/order/list'] as const;
const DETAIL_KEY = ['get', '/merchant/order/detail'] as const;
const MERCHANT_KEY = ['get', '/merchant/merchant/getMerInfo'] as const;

/** The quote for the targets, or null while the balance is unknown. */
export function quoteOf(targets: PickTarget[], merchant: PickMerchant): PickQuote | null {
  if (merchant.status !== 'ready') return null;
  const amount = sumMoney(targets.map((target) => target.cost));
  const after = subMoney(merchant.balance, amount);
  const short =
    compareMoney(amount, merchant.balance) > 0 ? subMoney(amount, merchant.balance) : null;
  return { amount, balance: merchant.balance, after, short };
}

/**
 * The picking flow shared by the order list and the order detail: a confirmation of what will
 * be paid against the balance, then the payment password (verify_pay), then pick or
 * pick_batch. One request in flight at most: a ref guards it, not only the rendered state,
 * so a double tap (two events before React re-renders) never picks twice.
 */
export function usePickFlow(options: { onPicked?: (ids: number[]) => void } = {}) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<PickStep>({ step: 'idle' });
  const inFlight = useRef(false);
  // The second tap of a double tap lands on the sheet that the first one opened (its backdrop
  // or a button under it): for a moment after a sheet is on screen, a dismissal is that tap,
  // not a choice. Timed from the commit, not the tap: a slow phone may take long to draw it.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, [current.step]);
  const strayTap = () => performance.now() - shownAt.current < STRAY_TAP_MS;

  const info = $api.useQuery('get', '/merchant/merchant/getMerInfo');
  const verify = $api.useMutation('post', '/merchant/merchant/verify_pay');
  const pickOne = $api.useMutation('post', '/merchant/order/pick');
  const pickMany = $api.useMutation('post', '/merchant/order/pick_batch');

  const profile = info.data?.data;
  const merchant: PickMerchant = profile
    ? {
        status: 'ready',
        // An unreadable balance counts as none: the server decides anyway.
        balance: parseMoney(profile.mer_money) ?? ZERO,
        open: profile.status === 1,
        hasPayPassword: profile.have_pay === 1,
      }
    : info.isError
      ? {
          status: 'error',
          message: errorText(info.error),
          offline: failureKind(info.error) === 'offline',
          retry: () => void info.refetch(),
        }
      : { status: 'loading' };

  /** Opens the flow for one order or a batch. */
  const start = (targets: PickTarget[]) => {
    if (targets.length === 0 || inFlight.current) return;
    if (merchant.status === 'ready' && !merchant.open) return setCurrent({ step: 'closed' });
    if (merchant.status === 'ready' && !merchant.hasPayPassword) {
      return setCurrent({ step: 'noPassword' });
    }
    setCurrent({ step: 'confirm', targets, refusal: null });
  };

  /** From the confirmation to the password (only when the balance covers the amount). */
  const proceed = () => {
    if (current.step !== 'confirm' || inFlight.current) return;
    if (merchant.status !== 'ready') return;
    if (!merchant.open) return setCurrent({ step: 'closed' });
    if (!merchant.hasPayPassword) return setCurrent({ step: 'noPassword' });
    if (quoteOf(current.targets, merchant)?.short) return;
    setCurrent({ step: 'password', targets: current.targets, error: null, busy: false });
  };

  /** The 6 digits were typed: verify them, then pick. */
  const submitPassword = async (password: string) => {
    if (current.step !== 'password' || inFlight.current) return;
    inFlight.current = true;
    const { targets } = current;
    setCurrent({ step: 'password', targets, error: null, busy: true });
    try {
      try {
        await verify.mutateAsync({ body: { password_pay: password } });
      } catch (error) {
        setCurrent({ step: 'password', targets, error: errorText(error), busy: false });
        return;
      }
      const ids = targets.map((target) => target.id);
      try {
        const [first] = ids;
        const answer =
          ids.length === 1 && first !== undefined
            ? await pickOne.mutateAsync({ body: { order_id: first } })
            : await pickMany.mutateAsync({ body: { ids } });
        toast.show(answer?.msg || t('pick.done'), { tone: 'success' });
        setCurrent({ step: 'idle' });
        options.onPicked?.(ids);
      } catch (error) {
        // Refused (short balance, shop closed meanwhile) or unknown outcome: back to the
        // quote with the server's words and a fresh balance.
        setCurrent({ step: 'confirm', targets, refusal: errorText(error) });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: DETAIL_KEY }),
        queryClient.invalidateQueries({ queryKey: MERCHANT_KEY }),
      ]);
    } finally {
      inFlight.current = false;
    }
  };

  /** Closes the password sheet, back to the quote (ignored while a request runs). */
  const backToQuote = () => {
    if (current.step !== 'password' || inFlight.current || strayTap()) return;
    setCurrent({ step: 'confirm', targets: current.targets, refusal: null });
  };

  /** Closes whatever is open (ignored while a request runs). */
  const close = () => {
    if (inFlight.current || strayTap()) return;
    setCurrent({ step: 'idle' });
  };

  const busy = current.step === 'password' && current.busy;
  const targets = current.step === 'confirm' || current.step === 'password' ? current.targets : [];

  return {
    /** The step on screen. */
    current,
    /** Balance, shop status and payment password state. */
    merchant,
    /** The money of the orders in the flow. */
    quote: quoteOf(targets, merchant),
    /** True while verify or pick is in flight. */
    busy,
    /** The ids of the orders in the flow (to show their buttons busy). */
    activeIds: new Set(targets.map((target) => target.id)),
    start,
    proceed,
    submitPassword,
    backToQuote,
    close,
  };
}

/** The flow's state and actions, as `PickFlow` and the screens receive them. */
export type PickFlowApi = ReturnType<typeof usePickFlow>;
