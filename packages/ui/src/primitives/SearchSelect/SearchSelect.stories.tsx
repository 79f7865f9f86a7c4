import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchSelect, type SearchSelectOption } from './SearchSelect';
import { padded } from '../../testing/decorators';

const OPTIONS: SearchSelectOption[] = [
  { value: 'Côte d’Ivoire', label: '科特迪瓦', keywords: "Côte d'Ivoire CI" },
  { value: 'New Zealand', label: '新西兰', keywords: 'New Zealand NZ' },
  { value: 'Singapore', label: '新加坡', keywords: 'Singapore SG' },
  { value: 'Thailand', label: '泰国', keywords: 'Thailand TH' },
];

function Controlled({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <SearchSelect
      label="国家/地区"
      options={OPTIONS}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/SearchSelect',
  tags: ['autodocs'],
  component: Controlled,
  args: { onChange: fn() },
  decorators: [padded()],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '国家/地区 请选择' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(getComputedStyle(trigger).fontSize).toBe('16px');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const SearchesAndPicks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '国家/地区 请选择' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '国家/地区' });
    await expect(within(sheet).getAllByRole('listitem')).toHaveLength(4);
    const search = within(sheet).getByRole('searchbox', { name: '搜索' });
    await expect(search).toHaveAttribute('inputmode', 'search');
    // By the shown name...
    await userEvent.type(search, '新');
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(2));
    // ...by another name, without accents or case...
    await userEvent.clear(search);
    await userEvent.type(search, 'COTE');
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(sheet).getByRole('button', { name: '科特迪瓦' })).toBeVisible();
    // ...or by its code.
    await userEvent.clear(search);
    await userEvent.type(search, 'sg');
    await userEvent.click(await within(sheet).findByRole('button', { name: '新加坡' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith('Singapore');
    await expect(canvas.getByRole('button', { name: '国家/地区 新加坡' })).toHaveFocus();
  },
};

export const SaysWhenNothingMatches: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /国家\/地区/ }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '国家/地区' });
    await userEvent.type(within(sheet).getByRole('searchbox', { name: '搜索' }), 'Atlantis');
    await expect(await within(sheet).findByText('没有匹配的选项')).toBeVisible();
    await expect(within(sheet).queryByRole('listitem')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ShowsError: Story = {
  args: { error: '请选择国家/地区' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /国家\/地区/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('请选择国家/地区');
  },
};
