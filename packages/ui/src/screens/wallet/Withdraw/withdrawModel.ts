import {
  blockchainWithdrawalFee,
  fractionWithdrawalFee,
  multiplyByRatio,
  parseRatio,
  type Money,
  type Ratio,
  type components,
} from '@merchant/api';
import type { ExchangeRates } from '../../../data/queries/exchangeRate';
import { readMoney, readRecord } from '../../../data/kit/read';

type WireInfo = components['schemas']['WithdrawInfo'];

/** How the money leaves: to a bank account (in CNY), or to a blockchain address (in USD). */
export type WithdrawMethod = 'bank' | 'chain';

/** The currency a method's amount is sent in: CNY to a bank, USD (the balance's) on a chain. */
export const METHOD_CURRENCY = {
  bank: 'CNY',
  chain: 'USD',
} as const satisfies Record<WithdrawMethod, string>;

/** The unit a method's amounts are shown in: CNY to a bank, USDT on a chain (USD leaves as USDT). */
export const METHOD_UNIT = {
  bank: 'CNY',
  chain: 'USDT',
} as const satisfies Record<WithdrawMethod, string>;

/**
 * The networks a blockchain withdrawal is offered on, named as the platform's own client names
 * and sends them (the platform sends no list of networks).
 */
export const WITHDRAW_NETWORKS = ['USDT-TRC20', 'USDT-ERC20'] as const;

/** GET /merchant/merchant/extract and the withdrawal rate, parsed once. */
export type WithdrawInfo = {
  /** The balance the platform reports (USD); null when unreadable (withdrawals refused). */
  balance: Money | null;
  /** The fee of a bank withdrawal, a fraction of the amount (`service_charge`); null when unreadable. */
  bankFee: Ratio | null;
  /** The fee of a blockchain withdrawal, a fraction (`wallet_service_charge`); null when unreadable. */
  chainFee: Ratio | null;
  /** CNY per USD for bank withdrawals (getRate's `extractRate`, else `rate`). */
  rate: Ratio;
};

/**
 * Which fee applies: the fixed rule of BSC/BEP20 (1 USDT + 3 %), where a platform offers
 * that network, or the fraction the platform states for the method.
 */
export type FeeRule = { kind: 'bep20' } | { kind: 'fraction'; fraction: Ratio };

/** The fee of an amount and what actually arrives, in the amount's currency. */
export type FeeQuote = { fee: Money; received: Money };

/** Parses the withdrawal info with the rates (a missing record is a malformed answer). */
export function parseWithdrawInfo(data: WireInfo, rates: ExchangeRates): WithdrawInfo {
  const info = readRecord(data);
  return {
    balance: readMoney(info.balance),
    bankFee: parseRatio(info.service_charge),
    chainFee: parseRatio(info.wallet_service_charge),
    rate: rates.withdrawal,
  };
}

/** True for BSC / BEP20 (USDT-BEP20 as the platform's client names it), whose fee is fixed. */
export function isBep20(network: string): boolean {
  return /^(USDT-)?(BEP20|BSC)$/i.test(network.trim());
}

/** The fee rule of a method (and network), or null when the platform's fee cannot be read. */
export function feeRule(
  info: WithdrawInfo,
  method: WithdrawMethod,
  network: string,
): FeeRule | null {
  if (method === 'chain' && isBep20(network)) return { kind: 'bep20' };
  const stated = method === 'bank' ? info.bankFee : info.chainFee;
  return stated ? { kind: 'fraction', fraction: stated } : null;
}

/** The fee and the received amount of `amount` under a rule, exactly. */
export function quoteFee(rule: FeeRule, amount: Money): FeeQuote {
  const split =
    rule.kind === 'bep20'
      ? blockchainWithdrawalFee(amount)
      : fractionWithdrawalFee(amount, rule.fraction);
  return { fee: split.fee, received: split.net };
}

/**
 * What a method can withdraw at most, in its currency: the balance (USD) on a chain, the balance
 * at the withdrawal rate (CNY) to a bank; null when the balance cannot be read.
 */
export function availableFor(info: WithdrawInfo, method: WithdrawMethod): Money | null {
  if (info.balance === null) return null;
  return method === 'bank' ? multiplyByRatio(info.balance, info.rate) : info.balance;
}
