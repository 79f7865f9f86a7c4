// Steps of the growth stories (imported by *.stories.tsx only; never by a screen).
import { expect, userEvent, waitFor } from 'storybook/test';
import { WAIT, findSheet, inBody, rowValue as sheetValue } from '../../../testing';

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

/** Closes an open sheet with its cancel button (a tap right after it opened is ignored: retry). */
export async function cancelSheet(canvasElement: HTMLElement) {
  const body = inBody(canvasElement);
  await waitFor(
    async () => {
      const cancel = body.queryByRole('button', { name: '取消' });
      if (cancel) await userEvent.click(cancel);
      await expect(body.queryByRole('dialog')).toBeNull();
    },
    { timeout: WAIT },
  );
}
