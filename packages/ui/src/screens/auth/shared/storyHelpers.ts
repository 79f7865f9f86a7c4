// Helpers for the auth stories only (never imported by screens).
import { expect, waitFor, within } from 'storybook/test';

/** The story router's current path and query. */
export function storyLocation(canvasElement: HTMLElement): string | null {
  return within(canvasElement).getByTestId('story-location').textContent;
}

/** Waits for the toast with this text (it fades in, and lives in a portal). */
export async function expectToast(canvasElement: HTMLElement, text: string): Promise<void> {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('status')).toHaveTextContent(text), {
    timeout: 5000,
  });
  await waitFor(() => expect(body.getByText(text)).toBeVisible());
}
