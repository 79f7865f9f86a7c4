import {
  ZERO,
  blockchainWithdrawalFee,
  statedWithdrawalFee,
  type Money,
  type components,
} from '@merchant/api';
import { readMoney, readPercent, readRecord, readText, type Percent } from '../../../data/read';

type WireInfo = components['schemas']['WithdrawInfo'];

/** How the money leaves: to one of the merchant's bank cards, or to a blockchain address. */
export type WithdrawMethod = 'bank' | 'chain';

/** The currency of a bank-card withdrawal (the platform shows USD). */
export const BANK_CURRENCY = 'USD';

/** A blockchain network open for withdrawals, with the fee the platform states for it. */
export type WithdrawNetwork = {
  network: string;
  currency: string;
  /** The stated fixed part (null when unreadable: the fee is then unknown, the withdrawal refused). */
  fixed: Money | null;
  /** The stated percent of the amount (null when unreadable). */
  rate: Percent | null;
};

/** GET /merchant/merchant/extract, parsed once. */
export type WithdrawInfo = {
  /** The balance the platform reports; null when unreadable (withdrawals refused). */
  balance: Money | null;
  /** The bank-card fee in percent of the amount (`service_charge`); null when unreadable. */
  bankRate: Percent | null;
  /** The networks open for withdrawals (none: only bank cards). */
  networks: WithdrawNetwork[];
};

/**
 * Which fee applies: SPEC section 9's rule on BSC/BEP20 (1 USDT + 3 %), the fee the platform
 * states for another network, or the bank-card rate the server gives.
 */
export type FeeRule =
  | { kind: 'bep20' }
  | { kind: 'network'; fixed: Money; rate: Percent }
  | { kind: 'bank'; rate: Percent };

/** The fee of an amount and what actually arrives. */
export type FeeQuote = { fee: Money; received: Money };

/** Parses the withdrawal info (a missing record is a malformed answer). */
export function parseWithdrawInfo(data: WireInfo): WithdrawInfo {
  const info = readRecord(data);
  const networks = Array.isArray(info.networks) ? info.networks : [];
  return {
    balance: readMoney(info.balance),
    bankRate: readPercent(info.service_charge),
    networks: networks
      .map((n) => ({
        network: readText(n?.network).trim(),
        currency: readText(n?.currency).trim(),
        fixed: readMoney(n?.fee_fixed),
        rate: readPercent(n?.fee_rate),
      }))
      .filter((n) => n.network !== '' && n.currency !== ''),
  };
}

/** True for BSC / BEP20, whose fee SPEC section 9 fixes. */
export function isBep20(network: string): boolean {
  return /^(BEP20|BSC)$/i.test(network.trim());
}

/** The fee rule of a method (and network), or null when its stated fee cannot be read. */
export function feeRule(
  info: WithdrawInfo,
  method: WithdrawMethod,
  network: string,
): FeeRule | null {
  if (method === 'bank') return info.bankRate ? { kind: 'bank', rate: info.bankRate } : null;
  const stated = info.networks.find((n) => n.network === network);
  if (!stated) return null;
  if (isBep20(stated.network)) return { kind: 'bep20' };
  return stated.fixed !== null && stated.rate
    ? { kind: 'network', fixed: stated.fixed, rate: stated.rate }
    : null;
}

/** The fee and the received amount of `amount` under a rule, exactly. */
export function quoteFee(rule: FeeRule, amount: Money): FeeQuote {
  const split =
    rule.kind === 'bep20'
      ? blockchainWithdrawalFee(amount)
      : statedWithdrawalFee(
          amount,
          rule.kind === 'network' ? rule.fixed : ZERO,
          rule.rate.numerator,
          rule.rate.denominator,
        );
  return { fee: split.fee, received: split.net };
}

/** The currencies a method can withdraw (the networks' currencies, or USD to a bank card). */
export function currenciesOf(info: WithdrawInfo, method: WithdrawMethod): string[] {
  if (method === 'bank') return [BANK_CURRENCY];
  return [...new Set(info.networks.map((n) => n.currency))];
}

/** The networks of a currency. */
export function networksOf(info: WithdrawInfo, currency: string): WithdrawNetwork[] {
  return info.networks.filter((n) => n.currency === currency);
}
