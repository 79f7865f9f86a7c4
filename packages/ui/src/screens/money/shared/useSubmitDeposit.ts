import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '@merchant/api';
import { useAction } from '../../../data/action';
import { $api } from '../../../data/api';
import { readList, readRecord, readText } from '../../../data/read';
import { requestState, selectData, type RequestState } from '../../../data/requestState';
import type { DepositValues } from './deposit.schema';
import { parseDeposit, type DepositRow } from './depositModel';

type RechargeRequest = components['schemas']['RechargeRequest'];

/** Submitting a deposit form, as the deposit screens see it. */
export type DepositSubmission = {
  /** Sends a checked form (a second call while one is in flight does nothing). */
  submit: (values: DepositValues) => void;
  /** True while the deposit is being sent: the button is busy and disabled. */
  busy: boolean;
  /** The platform's refusal of the last attempt (kept on screen with the input), or null. */
  refusal: string | null;
  /** After a success: the new deposit as the platform lists it ("in review"); null before. */
  submitted: RequestState<DepositRow | null> | null;
  /** A payment page the platform's answer names (`data.url`, http or https only), or null. */
  paymentUrl: string | null;
  /** Back to an empty form after a success. */
  again: () => void;
};

// The newest deposit in review: the one just submitted (recharge_log lists newest first).
const NEWEST_IN_REVIEW = { params: { query: { status: '0', page: 1, limit: 1 } } } as const;

/** The `data.url` of a deposit's answer, when it is a web address; anything else is ignored. */
export function paymentUrlOf(answer: unknown): string | null {
  const data = (answer as { data?: unknown } | null | undefined)?.data;
  const url = data && typeof data === 'object' ? readText((data as { url?: unknown }).url) : '';
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function parseNewest(data: components['schemas']['RechargePage']): DepositRow | null {
  const [first] = readList(readRecord(data).list);
  return first ? parseDeposit(first) : null;
}

/**
 * POST /merchant/merchant/recharge with the fields `toRequest` builds from the checked form:
 * one request in flight; on success the deposit records, bill and balance are refetched, the
 * new record is read back from recharge_log and a payment page the answer names is offered.
 */
export function useSubmitDeposit(
  toRequest: (values: DepositValues) => RechargeRequest,
): DepositSubmission {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const recharge = $api.useMutation('post', '/merchant/merchant/recharge');
  const [done, setDone] = useState(false);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  const action = useAction(
    (values: DepositValues) => recharge.mutateAsync({ body: toRequest(values) }),
    {
      successText: t('form.submitted'),
      invalidates: 'deposit',
      onSuccess: (answer) => {
        setPaymentUrl(paymentUrlOf(answer));
        setDone(true);
      },
    },
  );
  const newest = $api.useQuery('get', '/merchant/merchant/recharge_log', NEWEST_IN_REVIEW, {
    enabled: done,
    select: selectData(parseNewest),
  });
  const submitted = requestState(newest, (row) => row === null);

  return {
    submit: (values) => void action.run(values),
    busy: action.busy,
    refusal: action.failureText,
    submitted: done ? submitted : null,
    paymentUrl: done ? paymentUrl : null,
    again: () => {
      // The next success must not show this record while the new one loads.
      queryClient.removeQueries({
        queryKey: ['get', '/merchant/merchant/recharge_log', NEWEST_IN_REVIEW],
      });
      action.reset();
      setDone(false);
    },
  };
}
