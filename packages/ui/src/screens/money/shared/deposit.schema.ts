import { z } from 'zod/mini';
import { compareMoney, isZero, type Money, type components } from '@merchant/api';
import { parseAmountInput, type AmountInputProblem } from '../../../data/format/amountInput';
import type money from '../../../i18n/locales/zh-CN/money.json';

/** A validation message of the deposit forms: an i18n key, translated where it is shown. */
export type DepositMessage = `money:validation.${keyof (typeof money)['validation']}`;

/** An uploaded image: `url` and `fullurl` are both the upload's `fullurl`, which forms post. */
export type UploadedVoucher = components['schemas']['UploadedFile'];

const PROBLEM: Record<AmountInputProblem, DepositMessage> = {
  empty: 'money:validation.amountRequired',
  invalid: 'money:validation.amountInvalid',
  ambiguous: 'money:validation.amountAmbiguous',
  tooManyDecimals: 'money:validation.amountDecimals',
  negative: 'money:validation.amountNegative',
  spaced: 'money:validation.amountSpaced',
};

/** What decides a deposit form's checks. */
export type DepositSchemaOptions = {
  /** The interface language: it decides the decimal separator of the amount. */
  language: string;
  /** The platform's smallest deposit (null: not known, not checked here). */
  min: Money | null;
  /** The platform's largest deposit (null: not known, not checked here). */
  max: Money | null;
};

/** Why an amount typed in a deposit form is refused, or null when it is a valid deposit. */
export function depositAmountProblem(
  text: string,
  { language, min, max }: DepositSchemaOptions,
): DepositMessage | null {
  const read = parseAmountInput(text, language);
  if (!read.ok) return PROBLEM[read.reason];
  if (isZero(read.amount)) return 'money:validation.amountZero';
  // Stryker disable next-line ConditionalExpression: without the guard, a positive amount compared with null is not below it either
  if (min !== null && compareMoney(read.amount, min) < 0) return 'money:validation.amountBelowMin';
  if (max !== null && compareMoney(read.amount, max) > 0) return 'money:validation.amountAboveMax';
  return null;
}

/**
 * The deposit form: the amount must be filled, a correct amount with at most
 * two decimals, not zero ("cannot be zero") and within the server's bounds; a payment voucher
 * must be uploaded. The output carries the amount as exact Money.
 */
export function depositSchema(options: DepositSchemaOptions) {
  return z.pipe(
    z
      .object({
        amount: z.string(),
        reference: z.string(),
        voucher: z.custom<UploadedVoucher | null>(
          (value) => value === null || (typeof value === 'object' && 'url' in value),
        ),
      })
      .check(
        z.superRefine((values, ctx) => {
          const problem = depositAmountProblem(values.amount, options);
          if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
          if (values.voucher === null) {
            ctx.addIssue({
              code: 'custom',
              path: ['voucher'],
              message: 'money:validation.voucherRequired' satisfies DepositMessage,
            });
          }
        }),
      ),
    z.transform((values) => {
      // The checks above ran first: both are there.
      const read = parseAmountInput(values.amount, options.language) as { amount: Money };
      return {
        amount: read.amount,
        voucher: values.voucher as UploadedVoucher,
        reference: values.reference.trim(),
      };
    }),
  );
}

/** What a deposit form holds while it is filled. */
export type DepositFormValues = {
  amount: string;
  voucher: UploadedVoucher | null;
  reference: string;
};

/**
 * What a checked deposit form gives: the exact amount, the uploaded voucher (its `url` is the
 * upload's `fullurl`) and the optional transaction hash or transfer reference ('' when none).
 */
export type DepositValues = { amount: Money; voucher: UploadedVoucher; reference: string };
