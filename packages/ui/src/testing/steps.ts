// The story and test kit: steps every story's play function may use (never imported by a
// screen). Stories run in simplified Chinese unless a story sets another locale.
import { formatDateTime, formatMoney, parseMoney, parseServerTime } from '@merchant/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** How long a step may take on a slow, shared CI machine (requests, sheet animations). */
export const WAIT = 5000;

/** Queries over the whole document: sheets, dialogs and toasts live in portals. */
export const inBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A sheet or dialog by its title, once open (they live in a portal, outside the canvas). */
export async function findSheet(canvasElement: HTMLElement, title: string) {
  return inBody(canvasElement).findByRole('dialog', { name: title }, { timeout: WAIT });
}

/** A record card (an `article`) by its accessible name, once the list shows it. */
export async function findRecord(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('article', { name }, { timeout: WAIT });
}

/** A record shown as rejected by the platform (status -1): never as an unknown status. */
export async function expectRejected(record: HTMLElement) {
  await expect(within(record).getByText('已拒绝')).toBeVisible();
  await expect(within(record).queryByText(/未知状态/)).toBeNull();
}

/** The value of one "label: value" row (`dt` / `dd`) inside `container`. */
export function rowValue(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The memory router's current path and query. */
export const locationOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent ?? '';

/** Waits until the memory router is at `path` (with its query, when given). */
export async function expectLocation(canvasElement: HTMLElement, path: string | RegExp) {
  await waitFor(
    () => {
      const at = locationOf(canvasElement);
      expect(typeof path === 'string' ? at === path : path.test(at)).toBe(true);
    },
    { timeout: WAIT },
  );
}

/** An amount exactly as the screens show it in `locale` (default zh-CN) and `currency` (USD). */
export const shown = (decimal: string, locale = 'zh-CN', currency = 'USD'): string => {
  const money = parseMoney(decimal);
  if (money === null) throw new Error(`Not an amount: ${decimal}`);
  return formatMoney(money, locale, currency);
};

/**
 * `shown`, as `getByText` compares texts: it reads every space, a no-break one too ("12.50 USDT"),
 * as a plain one.
 */
export const shownText = (decimal: string, locale = 'zh-CN', currency = 'USD'): string =>
  shown(decimal, locale, currency).replace(/\s+/g, ' ');

/** A server time exactly as the screens show it in `locale` (default zh-CN). */
export const shownTime = (serverTime: string, locale = 'zh-CN'): string => {
  const date = parseServerTime(serverTime);
  if (date === null) throw new Error(`Not a time: ${serverTime}`);
  return formatDateTime(date, locale);
};

/** Waits for a toast containing `text`, shown (toasts fade in, in a portal). */
export async function expectToast(canvasElement: HTMLElement, text: string | RegExp) {
  const body = inBody(canvasElement);
  await waitFor(
    () => {
      const toast = body.queryAllByRole('status').find((node) => {
        const content = node.textContent ?? '';
        return typeof text === 'string' ? content.includes(text) : text.test(content);
      });
      expect(toast).toBeDefined();
      expect(toast).toBeVisible();
    },
    { timeout: WAIT },
  );
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

/** Types the payment password into the password sheet; returns the sheet and its input. */
export async function typePayPassword(canvasElement: HTMLElement, password: string) {
  const body = inBody(canvasElement);
  const sheet = await body.findByRole('dialog', { name: '请输入支付密码' }, { timeout: WAIT });
  const input = within(sheet).getByLabelText('支付密码（6位数字）');
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.type(input, password);
  return { sheet, input };
}

/**
 * A paged list loaded to its end holds `count` rows. A short list draws them all; a long one
 * (InfiniteList past its first rows) draws the rows near the screen, each with its place in the
 * whole: with its end scrolled into view, every row drawn must say the list holds `count`, and
 * the last one must be the count-th, its content drawn (and pass `lastRow`, when given). The
 * end is scrolled to again on each try: rows measured as they come can move it.
 */
export async function expectRowsToEnd(
  list: HTMLElement,
  count: number,
  lastRow?: (row: HTMLElement) => void,
) {
  await waitFor(
    () => {
      list.nextElementSibling?.scrollIntoView({ block: 'end' });
      const rows = [...list.querySelectorAll<HTMLElement>(':scope > li:not([aria-hidden="true"])')];
      const last = rows.at(-1);
      if (!rows.some((row) => row.hasAttribute('aria-posinset'))) {
        expect(rows).toHaveLength(count);
      } else {
        for (const row of rows) expect(row).toHaveAttribute('aria-setsize', String(count));
        expect(last).toHaveAttribute('aria-posinset', String(count));
        // Its content drawn (a row coming into view shows a placeholder first).
        expect(last).not.toHaveAttribute('aria-busy');
      }
      if (lastRow && last) lastRow(last);
    },
    { timeout: WAIT },
  );
}
