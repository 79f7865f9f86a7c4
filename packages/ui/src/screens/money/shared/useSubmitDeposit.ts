import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareMoney, type components } from '@merchant/api';
import { $api, apiClient } from '../../../data/kit/api';
import { useAddedRecord } from '../../../data/kit/addedRecord';
import {
  OutcomeUnknownError,
  findNewRecord,
  readFirstAndLastPages,
  readTotal,
  snapshotOf,
  type LostAnswer,
  type RecordsReading,
  type RecordsSnapshot,
  type Reconcile,
} from '../../../data/kit/lostAnswer';
import { readList, readRecord, readText } from '../../../data/kit/read';
import { useReconciledAction } from '../../../data/kit/reconciledAction';
import type { RequestState } from '../../../data/kit/requestState';
import type { DepositValues } from './deposit.schema';
import { parseDeposit, type DepositInfo, type DepositRow } from './depositModel';
import type { UploadImage } from '../../../data/kit/upload';

type RechargeRequest = components['schemas']['RechargeRequest'];

/** Submitting a deposit form, as the deposit screens see it. */
export type DepositSubmission = {
  /** Sends a checked form (a second call while one is in flight does nothing). */
  submit: (values: DepositValues) => void;
  /** True while the deposit is being sent: the button is busy and disabled. */
  busy: boolean;
  /** The platform's refusal of the last attempt (kept on screen with the input), or null. */
  refusal: string | null;
  /**
   * The deposit's answer was lost: what the deposit records say (checking, unknown: only "check
   * again", or not sent: it may be sent again). Nothing is sent while it is checking or unknown.
   */
  lost: LostAnswer | null;
  /** After a success: the new deposit as the platform lists it ("in review"); null before. */
  submitted: RequestState<DepositRow | null> | null;
  /** A payment page the platform's answer names (`data.url`, http or https only), or null. */
  paymentUrl: string | null;
  /** Back to an empty form after a success. */
  again: () => void;
};

/** A deposit page's model: what it shows, the deposit bounds, the voucher upload, the submission. */
export type DepositPageModel<P> = {
  /** Where to pay, and the balance when it can be read. */
  page: RequestState<P>;
  /** The deposit bounds in USD (recharge_info, which a platform may not offer): apart from the page. */
  bounds: RequestState<DepositInfo>;
  /** Sends the voucher photo. */
  upload: UploadImage;
  /** Submitting the form and its outcome. */
  submission: DepositSubmission;
};

// The page size of the records read to settle a deposit.
const RECORDS_LIMIT = 20;

async function readDepositPage(page: number): Promise<RecordsReading<DepositRow>> {
  const { data } = await apiClient.GET('/merchant/merchant/recharge_log', {
    params: { query: { status: 'all', page, limit: RECORDS_LIMIT } },
  });
  const body = readRecord(readRecord(data).data);
  return { rows: readList(body.list).map(parseDeposit), total: readTotal(body.total) };
}

/** The deposit records as the platform lists them now, in whatever order (see the kit). */
const readDeposits = () => readFirstAndLastPages(readDepositPage, RECORDS_LIMIT);

/** The record of a deposit sent after `before` was read: new, of the same amount. */
function findNewDeposit(
  rows: readonly DepositRow[],
  before: RecordsSnapshot,
  values: DepositValues,
): DepositRow | null {
  return findNewRecord(
    rows,
    before,
    (row) => row.amount !== null && compareMoney(row.amount, values.amount) === 0,
  );
}

/**
 * A deposit's lost answer is settled by the deposit records: its record is there (done); no new
 * record at all (not sent: it may be sent again); a new record of another amount, or records
 * that cannot be read, leave the outcome unknown.
 */
const depositRecords: Reconcile<DepositValues, RecordsSnapshot, DepositRow> = {
  before: async () => snapshotOf(await readDeposits()),
  after: async (values, before) => {
    const now = await readDeposits();
    const found = findNewDeposit(now.rows, before, values);
    if (found) return { done: true, evidence: found };
    if (now.total === before.total) return { done: false };
    throw new OutcomeUnknownError('other deposit records appeared');
  },
};

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

/**
 * POST /merchant/merchant/recharge with the fields `toRequest` builds from the checked form:
 * one request in flight; on success the deposit records, bill and balance are refetched, the
 * new record is read back from recharge_log and a payment page the answer names is offered.
 */
export function useSubmitDeposit(
  toRequest: (values: DepositValues) => RechargeRequest,
): DepositSubmission {
  const { t } = useTranslation('money');
  const recharge = $api.useMutation('post', '/merchant/merchant/recharge');
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);
  // The record the deposit added, told by the records read before and after it.
  const added = useAddedRecord('deposit', depositRecords, async (before, values) =>
    findNewDeposit((await readDeposits()).rows, before, values),
  );
  const action = useReconciledAction(
    (values: DepositValues) => recharge.mutateAsync({ body: toRequest(values) }),
    {
      successText: t('form.submitted'),
      invalidates: 'deposit',
      reconcile: added.reconcile,
      onSuccess: (answer, _values, evidence) => {
        setPaymentUrl(paymentUrlOf(answer));
        added.settle(evidence);
      },
    },
  );

  return {
    submit: (values) => void action.send(values),
    busy: action.busy || action.lost?.status === 'checking',
    refusal: action.failureText,
    lost: action.lost,
    submitted: added.record,
    paymentUrl: added.doneAt !== null ? paymentUrl : null,
    again: () => {
      action.reset();
      added.reset();
    },
  };
}
