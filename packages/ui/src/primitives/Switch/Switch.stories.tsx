import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryValue } from '../../testing/storyState';
import { Switch } from './Switch';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Switch',
  tags: ['autodocs'],
  component: Switch,
  args: { label: '上架销售', checked: false, onChange: fn() },
  decorators: [padded({ padding: '8px 16px' })],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TurnsOn: Story = {
  render: function Render(args) {
    const [checked, onChange] = useStoryValue(args.checked, args.onChange);
    return <Switch {...args} checked={checked} onChange={onChange} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '上架销售' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByText('上架销售'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const Busy: Story = {
  args: { checked: true, status: 'busy' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '上架销售' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '上架销售' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HiddenLabel: Story = {
  args: { labelVisibility: 'hidden', checked: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '上架销售' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(
      within(canvasElement).getByText('上架销售').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};
