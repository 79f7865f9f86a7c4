// Helpers for the auth stories only (never imported by screens).
import { http, type HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

/** Records the requests to one call of the platform and lets them through to the fake. */
export function recordCalls(
  method: 'get' | 'post',
  path: string,
): { handler: HttpHandler; requests: Request[] } {
  const requests: Request[] = [];
  const handler = http[method](`*${path}`, ({ request }) => {
    requests.push(request.clone());
  });
  return { handler, requests };
}

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
