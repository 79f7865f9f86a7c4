import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useToast, type ToastOptions } from './Toast';

type DemoProps = {
  /** The toast's text. */
  message: string;
  /** Tone and duration. */
  options?: ToastOptions;
};

// The story preview already wraps every story in the app's ToastProvider.
function ToastDemo({ message, options }: DemoProps) {
  const toast = useToast();
  return (
    <div style={{ padding: 16, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show(message, options)}>显示提示</Button>
      <Button variant="secondary" onClick={() => toast.show('第二条提示', options)}>
        再显示一条
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  tags: ['autodocs'],
  component: ToastDemo,
  args: { message: '保存成功' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAndDisappears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    const shownAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    await expect(region).toHaveTextContent('保存成功');
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 3000 });
    // A toast stays 2000 ms.
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1900);
  },
};

export const OneAtATime: Story = {
  args: { options: { duration: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    await userEvent.click(canvas.getByRole('button', { name: '再显示一条' }));
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('第二条提示');
    await expect(region).not.toHaveTextContent('保存成功');
  },
};

export const Success: Story = {
  args: { message: '复制成功', options: { tone: 'success', duration: 60_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const bubble = within(canvas.getByRole('status')).getByText('复制成功');
    await expect(bubble).toHaveAttribute('data-tone', 'success');
    await expect(bubble.querySelector('svg')).not.toBeNull();
  },
};

export const ErrorTone: Story = {
  args: {
    message: 'โปรโตคอลที่ไม่ใช่ HTTPS ไม่รองรับการดำเนินการนี้',
    options: { tone: 'error', duration: 60_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const bubble = within(canvas.getByRole('status')).getByText(/HTTPS/);
    await expect(bubble).toHaveAttribute('data-tone', 'error');
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
