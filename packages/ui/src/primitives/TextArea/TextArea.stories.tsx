import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  args: { label: '反馈内容', name: 'content', placeholder: '请描述您遇到的问题' },
  decorators: [padded()],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: '反馈内容' });
    await userEvent.type(area, '第一行{enter}第二行');
    await expect(area).toHaveValue('第一行\n第二行');
  },
};

export const CountsCharacters: Story = {
  args: { maxLength: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '反馈内容' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(area, 'hello');
    await expect(canvas.getByText('5/200')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('5/200');
  },
};

export const WithError: Story = {
  args: { error: '请填写反馈内容', maxLength: 200 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: '反馈内容' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/请填写反馈内容/);
  },
};
