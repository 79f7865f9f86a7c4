// Steps of the growth stories (imported by *.stories.tsx only; never by a screen).
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WAIT, inBody } from '../../../testing';

/** The payment quote sheet (by its title), once open. */
export async function findPaymentSheet(canvasElement: HTMLElement, title: string) {
  return inBody(canvasElement).findByRole('dialog', { name: title }, { timeout: WAIT });
}

/** Reads one "label: value" row of a payment sheet. */
export function sheetValue(sheet: HTMLElement, label: string): string {
  const term = within(sheet).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

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
