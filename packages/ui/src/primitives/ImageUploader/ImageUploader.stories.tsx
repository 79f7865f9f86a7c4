import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { useStoryValue } from '../../testing/storyState';
import { ApiError } from '@merchant/api';
import { i18n } from '../../i18n';
import { ImageUploader, type UploadImage, type UploadedImage } from './ImageUploader';

// Deterministic pictures, no network: an inline SVG as the "stored" image, a 1x1 PNG as the photo.
const STORED: UploadedImage = {
  url: '/uploads/logo.svg',
  fullurl:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#1F5EFF"/><circle cx="50" cy="42" r="18" fill="#fff"/><rect x="22" y="66" width="56" height="12" rx="6" fill="#fff"/></svg>',
    ),
};
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const photo = () => new File([PNG], 'logo.png', { type: 'image/png' });

/** "10 MB" the way the component writes it in the current language. */
const tenMegabytes = () =>
  new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(10);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const succeeds: UploadImage = async (_file, onProgress) => {
  onProgress(40);
  await delay(400);
  onProgress(100);
  return STORED;
};

const meta = {
  title: 'Primitives/ImageUploader',
  tags: ['autodocs'],
  component: ImageUploader,
  args: {
    label: '店铺 Logo',
    value: null,
    onChange: fn(),
    upload: fn(succeeds),
  },
  render: function Render(args) {
    const [value, onChange] = useStoryValue(args.value, args.onChange);
    return (
      <div style={{ padding: 16 }}>
        <ImageUploader {...args} value={value} onChange={onChange} />
      </div>
    );
  },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/店铺 Logo/) as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await expect(input).toHaveAccessibleDescription(
      i18n.t('upload.hint', { size: tenMegabytes() }),
    );
    await expect(within(canvasElement).getByText(i18n.t('upload.choose'))).toBeVisible();
  },
};

export const UploadsWithProgress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    const progress = await canvas.findByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(fileInput(canvasElement)).toBeDisabled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(STORED));
    await expect(args.upload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: i18n.t('upload.preview') })).toHaveAttribute(
      'src',
      STORED.fullurl,
    );
    await expect(canvas.getByRole('button', { name: i18n.t('upload.remove') })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: {
    upload: fn<UploadImage>(async (_file, onProgress) => {
      onProgress(65);
      return new Promise<UploadedImage>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), photo());
    const progress = await within(canvasElement).findByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '65');
    await expect(
      within(canvasElement).getByText(i18n.t('upload.progress', { percent: 65 })),
    ).toBeVisible();
  },
};

export const Uploaded: Story = {
  args: { value: STORED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: i18n.t('upload.preview') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('upload.remove') }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText(i18n.t('upload.choose'))).toBeVisible();
  },
};

export const RejectsNonImage: Story = {
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    const text = new File(['order list'], 'orders.txt', { type: 'text/plain' });
    await userEvent.upload(input, text, { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      i18n.t('upload.notRaster'),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const RefusesSvgRenamedPng: Story = {
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, svg);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      i18n.t('upload.notRaster'),
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const ShowsServerUploadRefusal: Story = {
  args: {
    upload: fn<UploadImage>(async () => {
      throw new ApiError('business', { code: 0, msg: '图片尺寸不符合要求' });
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), photo());
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('图片尺寸不符合要求');
    await expect(alert).not.toHaveTextContent(i18n.t('upload.failed'));
  },
};

export const CancelsUpload: Story = {
  args: {
    upload: fn<UploadImage>(
      (_file, onProgress, signal) =>
        new Promise<UploadedImage>((_resolve, reject) => {
          onProgress(30);
          signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('upload.cancel') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('upload.cancelled'));
    const signal = args.upload.mock.calls[0]?.[2];
    await expect(signal?.aborted).toBe(true);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: i18n.t('action.retry') })).toBeVisible();
  },
};

export const TakesBigPhotoThatCompressesUnderLimit: Story = {
  args: { maxBytes: 2 * 1024 * 1024 },
  play: async ({ canvasElement, args }) => {
    // A 3 MB PNG of one flat colour: compression brings it far below the 2 MB limit.
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1200;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const head = new Uint8Array(await (blob as Blob).arrayBuffer());
    const padded = new Uint8Array(3 * 1024 * 1024);
    padded.set(head);
    await userEvent.upload(
      fileInput(canvasElement),
      new File([padded], 'photo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(STORED), { timeout: 8000 });
    const sent = args.upload.mock.calls[0]?.[0];
    await expect(sent?.size).toBeLessThan(2 * 1024 * 1024);
  },
};

export const RejectsOversizedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    // A GIF is sent as it is (compressing it would lose its animation): still over the limit.
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(Array.from('GIF89a', (c) => c.charCodeAt(0)));
    const bigGif = new File([big], 'photo.gif', { type: 'image/gif' });
    await userEvent.upload(input, bigGif);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(i18n.t('upload.tooLarge', { size: tenMegabytes() }));
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

// Fails the first time, then works (the mock's calls are cleared before each story).
const flaky: Mock<UploadImage> = fn<UploadImage>(async (file, onProgress) => {
  if (flaky.mock.calls.length > 1) return succeeds(file, onProgress);
  onProgress(30);
  await delay(100);
  throw new Error('network');
});

export const RetriesAfterFailure: Story = {
  args: { upload: flaky },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photo());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('upload.failed'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('action.retry') }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(STORED));
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Banner: Story = {
  args: { label: '首页横幅', aspect: 'wide', value: STORED },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: i18n.t('upload.preview') });
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  },
};
