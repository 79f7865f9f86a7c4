// Steps of the wallet stories (imported by *.stories.tsx only; never by a screen).
import { within } from 'storybook/test';
import { WAIT, inBody } from '../../../testing';

/** A sheet or dialog by its title, once open (they live in a portal). */
export async function findSheet(canvasElement: HTMLElement, title: string) {
  return inBody(canvasElement).findByRole('dialog', { name: title }, { timeout: WAIT });
}

/** The value of one "label: value" row (`dt` / `dd`) inside `container`. */
export function rowValue(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
