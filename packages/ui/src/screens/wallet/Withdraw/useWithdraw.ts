import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { moneyToDecimalString, type components, type Money } from '@merchant/api';
import { $api, apiClient } from '../../../data/kit/api';
import { useAddedRecord } from '../../../data/kit/addedRecord';
import {
  readFirstAndLastPages,
  readTotal,
  snapshotOf,
  type LostAnswer,
  type RecordsReading,
  type Reconcile,
} from '../../../data/kit/lostAnswer';
import {
  needsPayPasswordFirst,
  passwordSheetControls,
  usePaidAction,
} from '../../../data/kit/paidAction';
import { pathTo } from '../../../data/address/paths';
import { useExchangeRates, type ExchangeRates } from '../../../data/queries/exchangeRate';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { readList, readMoney, readRecord } from '../../../data/kit/read';
import {
  allReady,
  requestState,
  requestStateSince,
  selectData,
  type RequestState,
} from '../../../data/kit/requestState';
import type { BankCardRow } from '../shared/bankCardModel';
import { useBankCards } from '../shared/useBankCards';
import { parseWithdrawal, type WithdrawalRow } from '../shared/withdrawalModel';
import type { WithdrawValues } from './withdraw.schema';
import {
  findNewWithdrawal,
  withdrawalVerdict,
  type WithdrawalReading,
  type WithdrawalSnapshot,
} from './withdrawalRecords';
import { parseWithdrawInfo, type WithdrawInfo } from './withdrawModel';

type WithdrawalRequest = components['schemas']['WithdrawalRequest'];

/** What the withdrawal form needs from the platform. */
export type WithdrawData = {
  /** The balance the platform reports, its fees and the withdrawal rate. */
  info: WithdrawInfo;
  /**
   * The merchant's saved bank cards, the default first, to fill the account fields from: none
   * while they load, or when the platform does not offer them (the fields are then typed).
   */
  cards: BankCardRow[];
};

/** Which step of the withdrawal is on screen. */
export type WithdrawStep = 'form' | 'confirm' | 'password' | 'noPassword';

/** The withdrawal page as its view sees it. */
export type WithdrawModel = {
  /** The balance, fees and cards (loading, failed with retry, or ready). */
  data: RequestState<WithdrawData>;
  /** The shop is closed: the notice shows and nothing can be withdrawn. */
  shopClosed: boolean;
  /** The step on screen: the form, the confirmation, the password over it, or "set a password". */
  step: WithdrawStep;
  /** The checked withdrawal being confirmed (during confirm and password), or null. */
  pending: WithdrawValues | null;
  /** A checked form was submitted: opens the confirmation (or the set-password dialog). */
  start: (values: WithdrawValues) => void;
  /** From the confirmation to the payment password. */
  proceed: () => void;
  /** The 6 digits were typed: verify_pay, then the withdrawal (once). */
  submitPassword: (password: string) => void;
  /** Closes the password sheet, back to the confirmation (ignored while a request runs). */
  backToConfirm: () => void;
  /** Closes the confirmation or the dialog (ignored while a request runs). */
  close: () => void;
  /** True while verify_pay or the withdrawal is in flight. */
  busy: boolean;
  /** The payment password was refused: the password sheet shows it. */
  passwordError: string | null;
  /** The platform refused the withdrawal (its words); the form keeps its input. */
  refusal: string | null;
  /**
   * The withdrawal's answer was lost: what the records say (checking, unknown: only "check
   * again", or not sent: it may be sent again). Nothing is sent while it is checking or unknown.
   */
  lost: LostAnswer | null;
  /** After a success: the new record as the platform lists it ("in review"); null before. */
  submitted: RequestState<WithdrawalRow | null> | null;
  /**
   * After a success: the balance as the platform reports it once the withdrawal is in it
   * (loading until the refetch after the success answers, never the balance from before); null
   * before.
   */
  balanceAfter: RequestState<Money | null> | null;
  /** Back to an empty form after a success. */
  again: () => void;
  /** Setting the payment password, coming back here afterwards (`/setPaypwd?redirect=/withdraw`). */
  setPasswordHref: string;
};

const NO_CARDS: BankCardRow[] = [];

// The page size of the records read to settle a withdrawal.
const RECORDS_LIMIT = 20;

async function readRecordsPage(page: number): Promise<RecordsReading<WithdrawalRow>> {
  const { data } = await apiClient.GET('/merchant/merchant/extract_log', {
    params: { query: { status: 'all', page, limit: RECORDS_LIMIT } },
  });
  const body = readRecord(readRecord(data).data);
  return { rows: readList(body.list).map(parseWithdrawal), total: readTotal(body.total) };
}

/** The withdrawal records as the platform lists them now, in whatever order (see the kit). */
const readWithdrawalList = () => readFirstAndLastPages(readRecordsPage, RECORDS_LIMIT);

/** The records and the balance as the platform reports them now. */
async function readWithdrawalRecords(): Promise<WithdrawalReading> {
  const [list, info] = await Promise.all([
    readWithdrawalList(),
    apiClient.GET('/merchant/merchant/extract'),
  ]);
  return { ...list, balance: readMoney(readRecord(readRecord(info.data).data).balance) };
}

/** A withdrawal's lost answer is settled by the records and the balance, before and after. */
const withdrawalRecords: Reconcile<WithdrawValues, WithdrawalSnapshot, WithdrawalRow> = {
  before: async () => {
    const reading = await readWithdrawalRecords();
    return { ...snapshotOf(reading), balance: reading.balance };
  },
  after: async (values, before) => withdrawalVerdict(await readWithdrawalRecords(), before, values),
};

/** The balance as the platform reports it in an answer newer than `since`. */
function balanceSince(
  infoQuery: UseQueryResult<components['schemas']['WithdrawInfo'], unknown>,
  since: number,
): RequestState<Money | null> {
  const info = requestStateSince(infoQuery, since);
  return info.status === 'ready'
    ? { ...info, data: readMoney(readRecord(info.data).balance) }
    : info;
}

/**
 * The request of a checked withdrawal, every field the platform's client sends ('' where it does
 * not apply): extract_type '0' to a bank in CNY, '1' on a chain in USD. No payment password in
 * it (verify_pay ran before).
 */
export function toWithdrawalRequest(values: WithdrawValues): WithdrawalRequest {
  const extract_price = moneyToDecimalString(values.amount);
  return values.method === 'bank'
    ? {
        extract_price,
        extract_type: '0',
        currency_type: values.currency,
        network: '',
        blockchain: '',
        real_name: values.realName,
        bank_card: values.cardNo,
        bank_name: values.bankName,
      }
    : {
        extract_price,
        extract_type: '1',
        currency_type: values.currency,
        network: values.network,
        blockchain: values.address,
        real_name: '',
        bank_card: '',
        bank_name: '',
      };
}

/**
 * /withdraw: the balance and fees (GET /merchant/merchant/extract) and the withdrawal rate
 * (getRate); the saved bank cards, when the platform offers them, fill the account fields. A
 * checked form is confirmed (method, destination, amount, fee, received), then paid with the payment
 * password through the kit's paid action (verify_pay, then POST extract; one request in flight).
 * A shop without payment password is sent to set one, coming back here. Afterwards the balance,
 * records and bill are refetched and the new record is read back from extract_log.
 */
export function useWithdraw(): WithdrawModel {
  const { t } = useTranslation('wallet');
  const merchant = useMerchantProfile();
  const infoQuery = $api.useQuery('get', '/merchant/merchant/extract', undefined, {
    select: selectData((data: components['schemas']['WithdrawInfo']) => readRecord(data)),
  });
  const joined = allReady<[components['schemas']['WithdrawInfo'], ExchangeRates]>(
    requestState(infoQuery),
    useExchangeRates(),
  );
  // Saved cards only fill the account fields: the form waits for their answer (to start from
  // the default card), but none, a failure or a platform that does not offer them leaves the
  // fields to be typed, and the page works.
  const cardsState = useBankCards();
  const cards = cardsState.status === 'ready' ? cardsState.data : NO_CARDS;
  const [wire, rates] = joined.status === 'ready' ? joined.data : [null, null];
  // Parsed once per answer: the form's checks are built from it.
  const info = useMemo(
    () => (wire && rates ? parseWithdrawInfo(wire, rates) : null),
    [wire, rates],
  );
  const data: RequestState<WithdrawData> =
    joined.status !== 'ready'
      ? joined
      : info && cardsState.status !== 'loading'
        ? { ...joined, data: { info, cards } }
        : { status: 'loading' };

  const [step, setStep] = useState<'form' | 'confirm' | 'noPassword'>('form');
  const [pending, setPending] = useState<WithdrawValues | null>(null);
  // The record the withdrawal added, told by the records read before and after it.
  const added = useAddedRecord('withdraw', withdrawalRecords, async (before, values) =>
    findNewWithdrawal((await readWithdrawalList()).rows, before, values),
  );
  const withdraw = $api.useMutation('post', '/merchant/merchant/extract');
  const paid = usePaidAction(
    // The toast is this page's own sentence; a refusal still shows the platform's words.
    async (values: WithdrawValues) => {
      await withdraw.mutateAsync({ body: toWithdrawalRequest(values) });
      return undefined;
    },
    {
      successText: t('submitted.title'),
      invalidates: 'withdraw',
      // A lost answer is settled by the records and the balance, never by sending again.
      reconcile: added.reconcile,
      onSuccess: (_answer, _values, evidence) => {
        setStep('form');
        setPending(null);
        added.settle(evidence);
      },
    },
  );

  const shown: WithdrawStep = paid.pending !== null ? 'password' : step;

  const profile = merchant.status === 'ready' ? merchant.data : null;
  const shopClosed = profile !== null && !profile.open;
  const sheet = passwordSheetControls(paid, () => setStep('form'));

  return {
    data,
    shopClosed,
    step: shown,
    pending: shown === 'confirm' || shown === 'password' ? pending : null,
    start: (values) => {
      if (paid.busy || paid.pending !== null || step !== 'form' || shopClosed) return;
      paid.reset();
      if (needsPayPasswordFirst(profile)) return setStep('noPassword');
      // While a lost answer is unsettled, the confirmation shows that withdrawal, not a new one.
      setPending(paid.lostVars ?? values);
      setStep('confirm');
    },
    proceed: () => {
      if (step !== 'confirm' || paid.busy || paid.pending !== null || !pending) return;
      if (needsPayPasswordFirst(profile)) return setStep('noPassword');
      paid.ask(pending);
    },
    submitPassword: sheet.submitPassword,
    backToConfirm: sheet.back,
    close: sheet.close,
    busy: paid.busy,
    passwordError: paid.passwordError,
    refusal: paid.refusal,
    lost: paid.lost,
    submitted: added.record,
    balanceAfter: added.doneAt === null ? null : balanceSince(infoQuery, added.doneAt),
    again: () => {
      paid.reset();
      added.reset();
    },
    setPasswordHref: pathTo('setPaypwd', { redirect: pathTo('withdraw') }),
  };
}
