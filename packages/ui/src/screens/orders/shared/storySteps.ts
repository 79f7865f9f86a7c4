// Steps shared by the orders stories (imported by *.stories.tsx only; never by a screen).
import { formatDateTime, formatMoney, parseMoney, parseServerTime } from '@merchant/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How long a step may take on a slow, shared CI machine (requests, sheet animations). */
export const WAIT = 5000;

/** Queries over the whole document: sheets, dialogs and toasts live in portals. */
export const inBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The memory router's current path and query. */
export const locationOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent ?? '';

/** An amount exactly as the screens show it in the stories' language (zh-CN). */
export const shown = (decimal: string): string => {
  const money = parseMoney(decimal);
  if (money === null) throw new Error(`Not an amount: ${decimal}`);
  return formatMoney(money, 'zh-CN');
};

/** A server time exactly as the screens show it in the stories' language (zh-CN). */
export const shownTime = (serverTime: string): string => {
  const date = parseServerTime(serverTime);
  if (date === null) throw new Error(`Not a time: ${serverTime}`);
  return formatDateTime(date, 'zh-CN');
};

/** The pick confirmation sheet, once open. */
export async function findPickSheet(canvasElement: HTMLElement) {
  return inBody(canvasElement).findByRole('dialog', { name: '确认提货' }, { timeout: WAIT });
}

/** Reads one "label: value" row of the pick sheet. */
export function sheetValue(sheet: HTMLElement, label: string): string {
  const term = within(sheet).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Types the payment password into the password sheet. */
export async function typePayPassword(canvasElement: HTMLElement, password: string) {
  const body = inBody(canvasElement);
  const sheet = await body.findByRole('dialog', { name: '请输入支付密码' }, { timeout: WAIT });
  const input = within(sheet).getByLabelText('支付密码（6位数字）');
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.type(input, password);
  return { sheet, input };
}

/**
 * Waits until no sheet or dialog is left (closing ones included). Until then the page is
 * aria-hidden, and a role query would miss what IS there: always wait before asserting absence.
 */
export async function sheetsClosed(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  await waitFor(
    () => expect(doc.querySelectorAll('[role=dialog], [role=alertdialog]')).toHaveLength(0),
    { timeout: WAIT },
  );
}

/** Waits for the success toast with the server's message. */
export async function expectToast(canvasElement: HTMLElement, text: string | RegExp) {
  const body = inBody(canvasElement);
  await waitFor(
    () => expect(body.getAllByRole('status').some((n) => matches(n, text))).toBe(true),
    { timeout: WAIT },
  );
}

function matches(node: HTMLElement, text: string | RegExp): boolean {
  const content = node.textContent ?? '';
  return typeof text === 'string' ? content.includes(text) : text.test(content);
}
