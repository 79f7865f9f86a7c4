import { describe, expect, it } from 'vitest';
import { NOTE_MAX, rejectDepositSchema } from './rejectDeposit.schema';

describe('rejectDepositSchema', () => {
  it('trims the note and asks for one', () => {
    expect(rejectDepositSchema.parse({ note: '  Voucher unreadable ' })).toEqual({
      note: 'Voucher unreadable',
    });
    const empty = rejectDepositSchema.safeParse({ note: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['money:validation.noteRequired']);
  });

  it('refuses a note longer than the platform keeps', () => {
    const long = rejectDepositSchema.safeParse({ note: 'x'.repeat(NOTE_MAX + 1) });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['money:validation.noteTooLong']);
    expect(rejectDepositSchema.safeParse({ note: 'x'.repeat(NOTE_MAX) }).success).toBe(true);
  });
});
