import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusTag } from '../StatusTag';
import { UserIcon } from '../Icon';
import { Cell, CellGroup } from './Cell';

const meta = {
  title: 'Primitives/Cell',
  tags: ['autodocs'],
  component: Cell,
  args: { label: '店铺名称', value: 'Sunny Store', onClick: fn() },
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {
  render: (args) => (
    <div style={{ paddingBlock: 12 }}>
      <CellGroup title="基本信息">
        <Cell label="店铺名称" value="Sunny Store" href="/baseinfo" icon={<UserIcon />} />
        <Cell label="联系电话" value="+66 81 234 5678" />
        <Cell
          label="社交媒体"
          description="链接必须以 https 开头"
          value={<StatusTag tone="success">已设置</StatusTag>}
          onClick={args.onClick}
        />
      </CellGroup>
      <CellGroup title="关于" layout="inset">
        <Cell label="版本" value="2.4.0" />
        <Cell label="隐私协议" href="/privacyAgreement" />
      </CellGroup>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /店铺名称/ });
    await expect(link).toHaveAttribute('href', '/baseinfo');
    await expect(canvas.getByRole('region', { name: '基本信息' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /联系电话/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /社交媒体/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsButton: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('button', { name: /店铺名称/ });
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(row);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiLabel: Story = {
  args: {
    label: 'บัญชีธนาคารสำหรับการถอนเงินเริ่มต้น',
    value: 'ธนาคารกสิกรไทย •••• 4821',
    description: 'ใช้สำหรับการถอนเงินทั้งหมดจากร้านค้าของคุณ',
    onClick: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByText('ธนาคารกสิกรไทย •••• 4821');
    // The value wraps inside the row instead of pushing it wider than the phone.
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
