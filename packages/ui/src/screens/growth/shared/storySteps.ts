// Steps of the growth stories (imported by *.stories.tsx only; never by a screen).
import { expect, waitFor } from 'storybook/test';
import { WAIT, findSheet, rowValue as sheetValue } from '../../../testing';

/** The payment quote sheet (by its title), once open; one "label: value" row of it. */
export { findSheet as findPaymentSheet, sheetValue };

/** Waits until the sheet shows the balance (the profile has arrived), then returns it. */
export async function quotedBalance(sheet: HTMLElement): Promise<string> {
  let value = '';
  await waitFor(
    () => {
      value = sheetValue(sheet, '当前余额');
      expect(value).not.toBe('');
    },
    { timeout: WAIT },
  );
  return value;
}
