import { z } from 'zod/mini';
import type { DepositMessage } from '../shared/deposit.schema';

/** The longest reviewer's note the platform keeps. */
export const NOTE_MAX = 200;

const required: DepositMessage = 'money:validation.noteRequired';
const tooLong: DepositMessage = 'money:validation.noteTooLong';

/** Rejecting a deposit in the sandbox: the reviewer's note, which the merchant will read. */
export const rejectDepositSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(NOTE_MAX, { error: tooLong }),
    ),
});

/** What the reject form holds. */
export type RejectDepositValues = z.infer<typeof rejectDepositSchema>;
