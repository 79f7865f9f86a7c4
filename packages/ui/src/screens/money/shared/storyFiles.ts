import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WAIT, expectFailureBlock } from '../../../testing';

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

/** The deposit form is not drawn (the page's states without a place to pay into). */
export const noDepositForm = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).queryByLabelText('充值金额')).toBeNull();

/** The platform has set no receiving account: its words, and nothing to pay into. */
export const noReceivingAccount = {
  parameters: { seed: 'noDepositSetup' as const },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Reset the default recharge info');
    await noDepositForm(canvasElement);
  },
};
