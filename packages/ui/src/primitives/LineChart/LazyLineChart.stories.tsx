import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStoryValue } from '../../testing/storyState';
import { LazyLineChart } from './LazyLineChart';

const labels = ['11-17', '11-18', '11-19', '11-20', '11-21'];

const meta = {
  title: 'Primitives/LineChart',
  tags: ['autodocs'],
  component: LazyLineChart,
  args: {
    labels,
    values: [120.5, 98, null, 143.25, 160],
    selected: 4,
    onSelect: fn(),
    formatAxis: (value: number) => `$${value}`,
    label: '每日利润曲线',
    valueText: '',
  },
  render: function Render(args) {
    const [selected, onSelect] = useStoryValue(args.selected, args.onSelect);
    return (
      <div style={{ width: 358, padding: 16 }}>
        <LazyLineChart
          {...args}
          selected={selected}
          valueText={`${labels[selected]}`}
          onSelect={onSelect}
        />
      </div>
    );
  },
} satisfies Meta<typeof LazyLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slider = await within(canvasElement).findByRole(
      'slider',
      { name: '每日利润曲线' },
      { timeout: 5000 },
    );
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await expect(slider).toHaveAttribute('aria-valuetext', '11-21');
    // uPlot draws into a canvas once the slider is on screen.
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

export const StepsWithArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = await within(canvasElement).findByRole(
      'slider',
      { name: '每日利润曲线' },
      { timeout: 5000 },
    );
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '11-19'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '1'));
  },
};
