import {
  divideByRatio,
  moneyToDecimalString,
  multiplyByRatio,
  type Money,
  type Ratio,
} from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { useExchangeRates } from '../../../data/queries/exchangeRate';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import {
  allReady,
  requestState,
  selectData,
  type RequestState,
} from '../../../data/kit/requestState';
import { uploadImage } from '../../../data/kit/upload';
import { parseBankAccount, type BankAccount } from '../shared/depositAccount';
import type { DepositInfo } from '../shared/depositModel';
import { useDepositInfo } from '../shared/useDepositInfo';
import { useSubmitDeposit, type DepositPageModel } from '../shared/useSubmitDeposit';

/** The currency a bank transfer is entered in. */
export const BANK_DEPOSIT_CURRENCY = 'CNY';

/** What the bank deposit page shows: where to transfer, the rate and the balance. */
export type BankCardPage = {
  /** The platform's receiving bank account. */
  account: BankAccount;
  /** CNY per USD: the amount (CNY) divided by it is what the balance (USD) is credited. */
  rate: Ratio;
  /** The balance now; null while it is read or when it cannot be (a deposit does not need it). */
  balance: Money | null;
};

/** The bank deposit page's model. */
export type BankCardRechargeModel = DepositPageModel<BankCardPage>;

const BANK = { params: { query: { type: '0' } } } as const;

/** Bounds stated in USD, in CNY at the rate (what the amount field is checked against). */
export function boundsInCny(bounds: DepositInfo, rate: Ratio): DepositInfo {
  return {
    min: bounds.min === null ? null : multiplyByRatio(bounds.min, rate),
    max: bounds.max === null ? null : multiplyByRatio(bounds.max, rate),
  };
}

/** What a CNY amount credits in USD at the rate (null at a rate that converts nothing). */
export function creditedUsd(amount: Money, rate: Ratio): Money | null {
  return divideByRatio(amount, rate);
}

/**
 * /bankCardRecharge: the platform's bank account (GET getBlockchain `type=0`: `{blockchain (the
 * bank's name), name, account}`), the rate (getRate) and the balance; the bounds (recharge_info)
 * only add their line. The amount is in CNY; the form sends `recharge_type` 0, `currency_type`
 * CNY and the receiving account as `bank_name` / `blockchain`, `real_name`, `bank_card`.
 */
export function useBankCardRecharge(): BankCardRechargeModel {
  const accountQuery = $api.useQuery('get', '/merchant/merchant/getBlockchain', BANK, {
    select: selectData(parseBankAccount),
  });
  const loaded = allReady(requestState(accountQuery), useExchangeRates());
  // The balance only adds the "balance after" lines: a failed or malformed profile leaves them out.
  const profile = useMerchantProfile();
  const balance = profile.status === 'ready' ? profile.data.balance : null;
  const page: RequestState<BankCardPage> =
    loaded.status === 'ready'
      ? { ...loaded, data: { account: loaded.data[0], rate: loaded.data[1].deposit, balance } }
      : loaded;
  const account = page.status === 'ready' ? page.data.account : null;

  const submission = useSubmitDeposit(({ amount, voucher, reference }) => ({
    image: voucher.url,
    price: moneyToDecimalString(amount),
    recharge_type: 0,
    currency_type: BANK_DEPOSIT_CURRENCY,
    network: '',
    blockchain: account?.bankName ?? '',
    real_name: account?.holder ?? '',
    bank_card: account?.accountNo ?? '',
    bank_name: account?.bankName ?? '',
    order: reference,
  }));

  return { page, bounds: useDepositInfo(), upload: uploadImage, submission };
}
