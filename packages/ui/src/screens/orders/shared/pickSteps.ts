// Steps of the pick-flow stories (imported by *.stories.tsx only; never by a screen).
import { within } from 'storybook/test';
import { WAIT, inBody } from '../../../testing';

/** The pick confirmation sheet, once open. */
export async function findPickSheet(canvasElement: HTMLElement) {
  return inBody(canvasElement).findByRole('dialog', { name: '确认提货' }, { timeout: WAIT });
}

/** Reads one "label: value" row of the pick sheet. */
export function sheetValue(sheet: HTMLElement, label: string): string {
  const term = within(sheet).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
