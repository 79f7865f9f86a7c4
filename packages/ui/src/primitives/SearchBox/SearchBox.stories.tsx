import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryValue } from '../../testing/storyState';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Primitives/SearchBox',
  tags: ['autodocs'],
  component: SearchBox,
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    label: '搜索成员',
    placeholder: '输入成员名称',
    clearLabel: '清除搜索',
    maxLength: 30,
  },
  render: function Render(args) {
    const [value, onChange, setValue] = useStoryValue(args.value, args.onChange);
    return (
      <SearchBox
        {...args}
        value={value}
        onChange={onChange}
        onClear={() => {
          args.onClear();
          setValue('');
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchesOnEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: '搜索成员' });
    await expect(box).toHaveAttribute('inputmode', 'search');
    await expect(box).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(box, 'Choi{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Choi');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ClearsText: Story = {
  args: { value: 'Moon' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox', { name: '搜索成员' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: '清除搜索' })).toBeNull();
  },
};
