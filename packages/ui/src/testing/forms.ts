import { expect, userEvent, within } from 'storybook/test';
import { WAIT } from './steps';

/** Clears a field found by its label and types `value` (nothing typed when value is ''). */
export async function fillField(canvasElement: HTMLElement, label: string | RegExp, value: string) {
  const field = await within(canvasElement).findByLabelText(label, {}, { timeout: WAIT });
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
  return field;
}

/** Asserts the field's own error message (linked with aria-describedby / aria-errormessage). */
export async function expectFieldError(
  canvasElement: HTMLElement,
  label: string | RegExp,
  message: string | RegExp,
) {
  const field = within(canvasElement).getByLabelText(label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(
    await within(canvasElement).findByText(message, {}, { timeout: WAIT }),
  ).toBeVisible();
}
