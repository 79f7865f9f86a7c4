import { z } from 'zod/mini';
import { compareMoney, isPositive, isZero, type Money } from '@merchant/api';
import { parseAmountInput, type AmountInputProblem } from '../../../data/amountInput';
import type wallet from '../../../i18n/locales/zh-CN/wallet.json';
import type { BankCardRow } from '../shared/bankCardModel';
import {
  BANK_CURRENCY,
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
  /** The chosen bank card's id ('' when none). */
  cardId: string;
  /** The full name the bank pays out to. */
  realName: string;
  currency: string;
  network: string;
  /** The destination blockchain address. */
  address: string;
  /** The amount as typed or pasted. */
  amount: string;
};

/** The amounts of a checked withdrawal, exactly. */
type Amounts = { amount: Money } & FeeQuote;

/** A checked withdrawal: where the money goes and the amount, fee and what arrives. */
export type WithdrawValues =
  | ({ method: 'bank'; card: BankCardRow; realName: string; currency: string } & Amounts)
  | ({ method: 'chain'; network: string; address: string; currency: string } & Amounts);

/** What decides the checks: the language (decimal separator), the balance, the fees, the cards. */
export type WithdrawSchemaOptions = {
  /** The interface language: it decides the decimal separator of the amount. */
  language: string;
  /** The platform's fees and the balance it reports (null balance: every withdrawal refused). */
  info: WithdrawInfo;
  /** The merchant's bank cards. */
  cards: BankCardRow[];
};

const PROBLEM: Record<AmountInputProblem, WithdrawMessage> = {
  empty: 'wallet:validation.amountRequired',
  invalid: 'wallet:validation.amountInvalid',
  ambiguous: 'wallet:validation.amountAmbiguous',
  tooManyDecimals: 'wallet:validation.amountDecimals',
  negative: 'wallet:validation.amountNegative',
};

// A blockchain address: letters and digits only (0x..., T..., bc1...), 20 to 100 of them.
const ADDRESS = /^[A-Za-z0-9]{20,100}$/;

/**
 * Why an amount typed in the withdrawal form is refused, or null; the amounts when it is valid.
 * Refused: empty, not an amount, ambiguous, more than two decimals, negative, zero ("cannot be
 * zero"), an unreadable balance or fee, over the balance ("cannot exceed balance"), and an
 * amount whose fee leaves nothing to receive.
 */
export function checkWithdrawAmount(
  text: string,
  method: WithdrawMethod,
  network: string,
  { language, info }: Pick<WithdrawSchemaOptions, 'language' | 'info'>,
): { problem: WithdrawMessage } | { amounts: Amounts } {
  const read = parseAmountInput(text, language);
  if (!read.ok) return { problem: PROBLEM[read.reason] };
  if (isZero(read.amount)) return { problem: 'wallet:validation.amountZero' };
  if (info.balance === null) return { problem: 'common:money.unreadable' };
  if (compareMoney(read.amount, info.balance) > 0) {
    return { problem: 'wallet:validation.amountOverBalance' };
  }
  const rule = feeRule(info, method, network);
  // Without a network the network field says so; a fee that cannot be read refuses the amount.
  if (!rule) {
    return method === 'chain' && network === ''
      ? { problem: 'wallet:validation.networkRequired' }
      : { problem: 'common:money.unreadable' };
  }
  const quote = quoteFee(rule, read.amount);
  if (!isPositive(quote.received)) return { problem: 'wallet:validation.receivedNotPositive' };
  return { amounts: { amount: read.amount, ...quote } };
}

/**
 * The withdrawal form of SPEC section 5: a bank card must be selected (and a full name given),
 * or a network and an address; the amount as `checkWithdrawAmount` reads it. Nothing invalid
 * reaches the platform. The output carries the amounts as exact Money.
 */
export function withdrawSchema(options: WithdrawSchemaOptions) {
  const issue = (path: keyof WithdrawFormValues, message: WithdrawMessage) => ({
    code: 'custom' as const,
    path: [path],
    message,
  });
  return z.pipe(
    z
      .object({
        method: z.enum(['bank', 'chain']),
        cardId: z.string(),
        realName: z.string(),
        currency: z.string(),
        network: z.string(),
        address: z.string(),
        amount: z.string(),
      })
      .check(
        z.superRefine((values, ctx) => {
          if (values.method === 'bank') {
            if (!options.cards.some((c) => String(c.id) === values.cardId)) {
              ctx.addIssue(issue('cardId', 'wallet:validation.cardRequired'));
            }
            if (values.realName.trim() === '') {
              ctx.addIssue(issue('realName', 'wallet:validation.nameRequired'));
            }
          } else {
            if (values.network === '') {
              ctx.addIssue(issue('network', 'wallet:validation.networkRequired'));
            }
            const address = values.address.trim();
            if (address === '') ctx.addIssue(issue('address', 'wallet:validation.addressRequired'));
            else if (!ADDRESS.test(address)) {
              ctx.addIssue(issue('address', 'wallet:validation.addressInvalid'));
            }
          }
          const checked = checkWithdrawAmount(
            values.amount,
            values.method,
            values.network,
            options,
          );
          if ('problem' in checked) ctx.addIssue(issue('amount', checked.problem));
        }),
      ),
    z.transform((values): WithdrawValues => {
      // The checks above ran first: the card and the amounts are there.
      const { amounts } = checkWithdrawAmount(
        values.amount,
        values.method,
        values.network,
        options,
      ) as { amounts: Amounts };
      if (values.method === 'bank') {
        const card = options.cards.find((c) => String(c.id) === values.cardId) as BankCardRow;
        return {
          method: 'bank',
          card,
          realName: values.realName.trim(),
          currency: BANK_CURRENCY,
          ...amounts,
        };
      }
      return {
        method: 'chain',
        network: values.network,
        address: values.address.trim(),
        currency: values.currency,
        ...amounts,
      };
    }),
  );
}
