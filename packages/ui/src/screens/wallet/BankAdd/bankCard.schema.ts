import { z } from 'zod/mini';
import type wallet from '../../../i18n/locales/zh-CN/wallet.json';

/** A validation message of the bank card form: an i18n key, translated where it is shown. */
export type BankCardMessage = `wallet:validation.${keyof (typeof wallet)['validation']}`;

/** What the bank card form holds while it is filled. */
export type BankCardFormValues = { bankName: string; cardNo: string; holder: string };

/** A checked bank card: trimmed, the card number without the spaces people type in groups. */
export type BankCardValues = BankCardFormValues;

// The first failed check of a field is its message (a blank number is not also "not numeric").
const message = (key: BankCardMessage) => ({ message: key, abort: true });

/**
 * The bank name and the card number are required, and the card number must be
 * numeric (spaces typed between groups of digits are dropped; 8 to 30 digits). The holder's name
 * is optional (the platform then uses the shop's verified name).
 */
export const bankCardSchema = z.object({
  bankName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message('wallet:validation.bankNameRequired')),
      z.maxLength(60, message('wallet:validation.bankNameTooLong')),
    ),
  cardNo: z.pipe(
    z.string().check(z.overwrite((value) => value.replace(/[\s\u00a0]+/g, ''))),
    z
      .string()
      .check(
        z.minLength(1, message('wallet:validation.cardNoRequired')),
        z.regex(/^\d+$/, message('wallet:validation.cardNoNumeric')),
        z.regex(/^\d{8,30}$/, message('wallet:validation.cardNoLength')),
      ),
  ),
  holder: z.string().check(z.trim(), z.maxLength(60, message('wallet:validation.holderTooLong'))),
});
