import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WAIT } from '../../../testing';

// A 1x1 PNG: small enough to upload as it is.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A photo of a transfer voucher, as a phone would pick it. */
export function voucherPhoto(): File {
  const bytes = Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0));
  return new File([bytes], 'voucher.png', { type: 'image/png' });
}

/** Uploads the voucher through the form's uploader and waits until it is stored. */
export async function uploadVoucher(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByLabelText('付款凭证'), voucherPhoto());
  await waitFor(() => expect(canvas.getByRole('button', { name: '删除图片' })).toBeVisible(), {
    timeout: WAIT,
  });
}
