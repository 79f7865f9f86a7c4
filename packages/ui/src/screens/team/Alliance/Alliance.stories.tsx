import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import {
  WAIT,
  answer,
  clipboardWrites,
  expectFailureBlock,
  expectToast,
  screenStates,
  shown,
  shownTime,
  stubClipboard,
} from '../../../testing';
import { AllianceScreen } from './AllianceScreen';

const meta = {
  title: 'Screens/Team/Alliance',
  component: AllianceScreen,
  parameters: { route: '/alliance' },
} satisfies Meta<typeof AllianceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COALITION = '/merchant/index/coalition';
const link = () => `https://demo.example.com/#/register?code=${db().merchant.invite_code}`;
const newestFirst = (level: 1 | 2) =>
  db()
    .teamMembers.filter((m) => m.level === level)
    .sort((a, b) => (a.createtime < b.createtime ? 1 : -1));

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the invitation address: QR code, text, copy', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: '商家联盟' }),
      ).toBeVisible();
      const qr = await canvas.findByRole('img', { name: '邀请链接二维码' });
      await expect(qr).toHaveAttribute('data-value', link());
      await waitFor(() => expect(qr.querySelector('svg path')).not.toBeNull(), { timeout: WAIT });
      await expect(canvas.getByText(link())).toBeVisible();
    });
    await step('the first level: each shop with its income, orders and joining time', async () => {
      const first = newestFirst(1);
      await expect(canvas.getByRole('tab', { name: `一级（${first.length}）` })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const list = canvas.getByRole('list', { name: '一级联盟商家' });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(first.length);
      const [newest] = items;
      await expect(within(newest!).getByRole('heading', { name: first[0]!.name })).toBeVisible();
      await expect(
        within(newest!).getByText(shown((first[0]!.incomeCents / 100).toFixed(2))),
      ).toBeVisible();
      await expect(within(newest!).getByText(shownTime(first[0]!.createtime))).toBeVisible();
    });
  },
};

export const SwitchesToSecondLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = newestFirst(2);
    await userEvent.click(await canvas.findByRole('tab', { name: `二级（${second.length}）` }));
    const list = await canvas.findByRole('list', { name: '二级联盟商家' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(second.length);
    await expect(within(list).getByRole('heading', { name: second[0]!.name })).toBeVisible();
  },
};

export const CopiesInvitationLink: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '复制邀请链接' }));
    await expect(clipboardWrites).toHaveBeenCalledWith(link());
    await expectToast(canvasElement, '复制成功');
  },
};

const states = screenStates({ reads: [['get', COALITION]] });

export const Empty: Story = states.Empty('暂无记录', {
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '一级（0）' })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
});

// The platform's client reads the address as it is: only a web address is shown and shared.
export const RefusesAddressThatIsNotWeb: Story = {
  beforeEach({ msw }) {
    msw.use(
      answer('get', COALITION, {
        url: 'javascript:alert(1)',
        list: [{ mer_name: 'Bay Shop', income: 'n/a', order_count: 3, createtime: '' }],
        list2: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('平台暂未提供邀请链接。')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '邀请链接二维码' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '复制邀请链接' })).toBeNull();
    await expect(canvas.queryByText('javascript:alert(1)')).toBeNull();
    // An unreadable income is "unavailable", the rest of the row shows.
    const row = canvas.getByRole('listitem');
    await expect(within(row).getByRole('heading', { name: 'Bay Shop' })).toBeVisible();
    await expect(within(row).getAllByText('—').length).toBeGreaterThan(0);
  },
};

export const Malformed: Story = {
  beforeEach({ msw }) {
    msw.use(answer('get', COALITION, { url: '', list: 'none', list2: [] }));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', '服务器返回了无法识别的数据');
  },
};

export const Loading: Story = states.Loading({
  also: (canvasElement) => expect(within(canvasElement).queryByRole('tab')).toBeNull(),
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();
