import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from '../StatusTag';
import { FlatRecordCard, RecordAmount, RecordCard, RecordFields, RecordHead } from './RecordCard';

const meta = {
  title: 'Primitives/RecordCard',
  component: RecordCard,
  tags: ['autodocs'],
  // Records keep their own margins from the list's edges.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Records of a list: an order-number heading and a status, the amount, the fields. */
export const Records: Story = {
  render: () => (
    <>
      <RecordCard aria-labelledby="record-1">
        <RecordHead>
          <h2 id="record-1">订单号 W202611270001</h2>
          <StatusTag tone="danger">已拒绝</StatusTag>
        </RecordHead>
        <RecordAmount>
          <span>金额</span>
          <span>$120.00</span>
        </RecordAmount>
        <RecordFields>
          <dt>时间</dt>
          <dd>2026-11-27 10:00</dd>
          <dt>备注</dt>
          <dd data-tone="danger">账户信息有误</dd>
        </RecordFields>
      </RecordCard>
      <RecordCard aria-labelledby="record-2">
        <RecordHead data-heading="name">
          <h2 id="record-2">直通车套餐 A</h2>
        </RecordHead>
        <RecordFields data-align="end">
          <dt>金额</dt>
          <dd>$30.00</dd>
        </RecordFields>
        <FlatRecordCard aria-labelledby="record-3">
          <RecordHead>
            <h3 id="record-3">订单号 D202611270002</h3>
          </RecordHead>
        </FlatRecordCard>
      </RecordCard>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rejected = canvas.getByRole('article', { name: '订单号 W202611270001' });
    await expect(within(rejected).getByText('已拒绝')).toBeVisible();
    await expect(within(rejected).getByText('账户信息有误')).toBeVisible();
    const named = canvas.getByRole('article', { name: '直通车套餐 A' });
    await expect(
      within(named).getByRole('article', { name: '订单号 D202611270002' }),
    ).toBeVisible();
  },
};
