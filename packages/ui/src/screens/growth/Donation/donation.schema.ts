import { z } from 'zod/mini';
import { ZERO, compareMoney, isZero, type Money } from '@merchant/api';
import { parseAmountInput, type AmountInputProblem } from '../../../data/format/amountInput';
import type { GrowthMessage } from '../shared/validation';

const PROBLEM: Record<AmountInputProblem, GrowthMessage> = {
  empty: 'growth:validation.amountRequired',
  invalid: 'growth:validation.amountInvalid',
  ambiguous: 'growth:validation.amountAmbiguous',
  tooManyDecimals: 'growth:validation.amountDecimals',
  negative: 'growth:validation.amountNegative',
  spaced: 'growth:validation.amountSpaced',
};

/** What decides the donation form's checks. */
export type DonationSchemaOptions = {
  /** The interface language: it decides the decimal separator of the amount. */
  language: string;
  /** The balance; null when unknown or unreadable (the payment quote then refuses it). */
  balance: Money | null;
};

/**
 * Why a typed donation is refused, or null: the same amount rules as a withdrawal's:
 * filled, a correct amount with at most two decimals, not zero, not over the balance.
 */
export function donationAmountProblem(
  text: string,
  { language, balance }: DonationSchemaOptions,
): GrowthMessage | null {
  const read = parseAmountInput(text, language);
  if (!read.ok) return PROBLEM[read.reason];
  if (isZero(read.amount)) return 'growth:validation.amountZero';
  if (balance !== null && compareMoney(read.amount, balance) > 0) {
    return 'growth:validation.amountOverBalance';
  }
  return null;
}

/** The donation form: the typed amount in, the exact amount out. */
export function donationSchema(options: DonationSchemaOptions) {
  return z.pipe(
    z.object({ amount: z.string() }).check(
      z.superRefine((values, ctx) => {
        const problem = donationAmountProblem(values.amount, options);
        if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      }),
    ),
    z.transform((values) => {
      const read = parseAmountInput(values.amount, options.language);
      // The check above ran first: the amount is there.
      return { amount: read.ok ? read.amount : ZERO };
    }),
  );
}

/** What the donation form holds while it is filled. */
export type DonationFormValues = { amount: string };

/** What a checked donation form gives. */
export type DonationValues = { amount: Money };
