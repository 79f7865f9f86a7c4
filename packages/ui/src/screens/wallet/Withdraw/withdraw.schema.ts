import { z } from 'zod/mini';
import { compareMoney, isPositive, isZero, type Money } from '@merchant/api';
import { parseAmountInput, type AmountInputProblem } from '../../../data/format/amountInput';
import { checkPayoutAddress, type AddressProblem } from '../../../data/format/payoutAddress';
import type wallet from '../../../i18n/locales/zh-CN/wallet.json';
import {
  METHOD_CURRENCY,
  WITHDRAW_NETWORKS,
  availableFor,
  feeRule,
  quoteFee,
  type FeeQuote,
  type WithdrawInfo,
  type WithdrawMethod,
} from './withdrawModel';

/** A validation message of the withdrawal form: an i18n key, translated where it is shown. */
export type WithdrawMessage =
  `wallet:validation.${keyof (typeof wallet)['validation']}` | 'common:money.unreadable';

/** What the withdrawal form holds while it is filled (every field as typed or chosen). */
export type WithdrawFormValues = {
  method: WithdrawMethod;
  /** The saved bank card the account fields were filled from ('' when typed). */
  cardId: string;
  /** The bank paid out to. */
  bankName: string;
  /** The account or card number paid out to. */
  cardNo: string;
  /** The full name the bank pays out to. */
  realName: string;
  network: string;
  /** The destination blockchain address. */
  address: string;
  /** The amount as typed or pasted, in the method's currency. */
  amount: string;
};

/** The amounts of a checked withdrawal, exactly, in its currency. */
type Amounts = { amount: Money } & FeeQuote;

/** A checked withdrawal: where the money goes, its currency, and the amount, fee and what arrives. */
export type WithdrawValues =
  | ({
      method: 'bank';
      bankName: string;
      cardNo: string;
      realName: string;
      currency: 'CNY';
    } & Amounts)
  | ({ method: 'chain'; network: string; address: string; currency: 'USD' } & Amounts);

/** What decides the checks: the language (decimal separator), the balance, the fees and rate. */
export type WithdrawSchemaOptions = {
  /** The interface language: it decides the decimal separator of the amount. */
  language: string;
  /** The platform's fees, rate and the balance it reports (null balance: every withdrawal refused). */
  info: WithdrawInfo;
};

const PROBLEM: Record<AmountInputProblem, WithdrawMessage> = {
  empty: 'wallet:validation.amountRequired',
  invalid: 'wallet:validation.amountInvalid',
  ambiguous: 'wallet:validation.amountAmbiguous',
  tooManyDecimals: 'wallet:validation.amountDecimals',
  negative: 'wallet:validation.amountNegative',
  spaced: 'wallet:validation.amountSpaced',
};

const ADDRESS_PROBLEM: Record<AddressProblem, WithdrawMessage> = {
  empty: 'wallet:validation.addressRequired',
  notTron: 'wallet:validation.addressNotTron',
  notEvm: 'wallet:validation.addressNotEvm',
  checksum: 'wallet:validation.addressChecksum',
};

/** The longest bank name, card number or holder name the form takes. */
export const ACCOUNT_FIELD_MAX = 60;

/**
 * Why an amount typed in the withdrawal form is refused, or null; the amounts when it is valid.
 * The amount is in the method's currency (CNY to a bank, USD on a chain). Refused: empty, not an
 * amount, ambiguous, more than two decimals, negative, zero ("cannot be zero"), an unreadable
 * balance or fee, more than the balance (at the rate, to a bank: "cannot exceed balance"), and an
 * amount whose fee leaves nothing to receive.
 */
export function checkWithdrawAmount(
  text: string,
  method: WithdrawMethod,
  network: string,
  { language, info }: WithdrawSchemaOptions,
): { problem: WithdrawMessage } | { amounts: Amounts } {
  const read = parseAmountInput(text, language);
  if (!read.ok) return { problem: PROBLEM[read.reason] };
  if (isZero(read.amount)) return { problem: 'wallet:validation.amountZero' };
  const available = availableFor(info, method);
  if (available === null) return { problem: 'common:money.unreadable' };
  if (compareMoney(read.amount, available) > 0) {
    return { problem: 'wallet:validation.amountOverBalance' };
  }
  // Without a network the network field says so; a fee that cannot be read refuses the amount.
  if (method === 'chain' && network === '') return { problem: 'wallet:validation.networkRequired' };
  const rule = feeRule(info, method, network);
  if (!rule) return { problem: 'common:money.unreadable' };
  const quote = quoteFee(rule, read.amount);
  if (!isPositive(quote.received)) return { problem: 'wallet:validation.receivedNotPositive' };
  return { amounts: { amount: read.amount, ...quote } };
}

/**
 * The withdrawal form: to a bank, the bank, the account number and the full name (up to 60
 * characters each); on a chain, one of the offered networks and an address valid on it
 * (`checkPayoutAddress`); the amount as
 * `checkWithdrawAmount` reads it. Nothing invalid reaches the platform. The output carries the
 * amounts as exact Money in the method's currency.
 */
export function withdrawSchema(options: WithdrawSchemaOptions) {
  const issue = (path: keyof WithdrawFormValues, message: WithdrawMessage) => ({
    code: 'custom' as const,
    path: [path],
    message,
  });
  const networks: readonly string[] = WITHDRAW_NETWORKS;
  return z.pipe(
    z
      .object({
        method: z.enum(['bank', 'chain']),
        cardId: z.string(),
        bankName: z.string(),
        cardNo: z.string(),
        realName: z.string(),
        network: z.string(),
        address: z.string(),
        amount: z.string(),
      })
      .check(
        z.superRefine((values, ctx) => {
          if (values.method === 'bank') {
            const fields = [
              ['bankName', 'wallet:validation.bankNameRequired'],
              ['cardNo', 'wallet:validation.cardNoRequired'],
              ['realName', 'wallet:validation.nameRequired'],
            ] as const;
            for (const [field, required] of fields) {
              const value = values[field].trim();
              if (value === '') ctx.addIssue(issue(field, required));
              else if (value.length > ACCOUNT_FIELD_MAX) {
                ctx.addIssue(issue(field, 'wallet:validation.tooLong'));
              }
            }
          } else {
            if (!networks.includes(values.network)) {
              ctx.addIssue(issue('network', 'wallet:validation.networkRequired'));
            }
            // The address follows its network's rules (a TRC20 address is refused on ERC20 and
            // the other way round) and its checksum, when it carries one; a network that is not
            // offered is refused on its own field, and the address then only needs to be there.
            const network = networks.includes(values.network) ? values.network : '';
            const problem = checkPayoutAddress(values.address, network);
            if (problem) ctx.addIssue(issue('address', ADDRESS_PROBLEM[problem]));
          }
          // A network that is not offered says so once, on the network field; the amount then
          // asks for one too. A bank withdrawal does not look at the network.
          const checked = checkWithdrawAmount(
            values.amount,
            values.method,
            networks.includes(values.network) ? values.network : '',
            options,
          );
          if ('problem' in checked) ctx.addIssue(issue('amount', checked.problem));
        }),
      ),
    z.transform((values): WithdrawValues => {
      // The checks above ran first: the amounts are there.
      const { amounts } = checkWithdrawAmount(
        values.amount,
        values.method,
        values.network,
        options,
      ) as { amounts: Amounts };
      if (values.method === 'bank') {
        return {
          method: 'bank',
          bankName: values.bankName.trim(),
          cardNo: values.cardNo.trim(),
          realName: values.realName.trim(),
          currency: METHOD_CURRENCY.bank,
          ...amounts,
        };
      }
      return {
        method: 'chain',
        network: values.network,
        address: values.address.trim(),
        currency: METHOD_CURRENCY.chain,
        ...amounts,
      };
    }),
  );
}
