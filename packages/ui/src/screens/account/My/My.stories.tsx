import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import { session } from '../../../data/boot/session';
import {
  expectLocation,
  inBody,
  lastSeenStates,
  recordRequests,
  screenStates,
  shown,
} from '../../../testing';
import { MyScreen } from './MyScreen';

const meta = {
  title: 'Screens/Account/My',
  component: MyScreen,
  parameters: { route: '/my' },
} satisfies Meta<typeof MyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const unreadMessages = () => db().messages.filter((m) => m.is_see === 0).length;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的' })).toBeVisible();
    const card = await canvas.findByRole('region', { name: 'Demo Shop' });
    await expect(within(card).getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await expect(within(card).getByText('等级 2')).toBeVisible();
    await expect(within(card).getByText(shown('2580.00'))).toBeVisible();
    await expect(within(card).getByRole('link', { name: '充值' })).toHaveAttribute(
      'href',
      '/recharge',
    );
    await expect(within(card).getByRole('link', { name: '提现' })).toHaveAttribute(
      'href',
      '/withdraw',
    );
    await expect(
      canvas.getByRole('link', { name: `消息 ${unreadMessages()} 条未读消息` }),
    ).toHaveAttribute('href', '/message');
    // An open shop shows no closed-shop notice.
    await expect(canvas.queryByText('店铺已关闭，请联系客服')).toBeNull();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/getMerInfo']],
  content: (canvas) => canvas.queryByRole('heading', { name: 'Demo Shop' }),
});

export const Loading: Story = states.Loading({
  // The menu and logout do not wait for the profile.
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '银行卡' })).toHaveAttribute(
      'href',
      '/bank/list',
    );
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
});

export const ServerError: Story = states.ServerError({
  // Only the header failed: every link and logout are still there.
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/message');
    await expect(canvas.getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'href',
      '/aboutUs',
    );
    await expect(canvas.getByRole('link', { name: '充值' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeEnabled();
  },
});

export const Offline: Story = states.Offline({
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('link', { name: '在线客服' })).toHaveAttribute(
      'href',
      '/service',
    ),
});

export const ClosedShop: Story = {
  parameters: { seed: 'closedShop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('note', { name: '店铺已关闭' });
    await expect(within(notice).getByText('店铺已关闭，请联系客服')).toBeVisible();
    await expect(within(notice).getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      '/service',
    );
  },
};

export const ShowsUnreadMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /^消息 \d+ 条未读消息$/ });
    await expect(link).toHaveAccessibleName(`消息 ${unreadMessages()} 条未读消息`);
    await expect(link).toHaveAttribute('href', '/message');
  },
};

export const LinksEveryArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Demo Shop' });
    const areas: [name: string | RegExp, href: string][] = [
      ['充值', '/recharge'],
      ['提现', '/withdraw'],
      ['银行卡', '/bank/list'],
      ['资金记录', '/fundsRecords'],
      ['财务报表', '/finance'],
      ['充值记录', '/rechargeRecord'],
      ['提现记录', '/withdrawRecord'],
      ['店铺设置', '/setting'],
      ['基本信息', '/baseinfo'],
      ['首页横幅', '/uploadBanner'],
      ['社交媒体', '/socialmedia'],
      ['商家等级', '/level'],
      ['店铺直通车', '/storeExpress'],
      ['商家联盟', '/alliance'],
      ['我的团队', '/myTeam'],
      ['我的收益', '/myIncome'],
      ['我的社区', '/myCommunity'],
      ['邀请好友', '/teamInvitation'],
      ['推荐奖励', '/recommendedGifts'],
      [/^消息/, '/message'],
      ['公告列表', '/noteList'],
      ['福利中心', '/welfareCenter'],
      ['爱心捐赠', '/caringDonation'],
      ['在线客服', '/service'],
      ['意见反馈', '/feedback'],
      ['关于我们', '/aboutUs'],
      ['设置', '/settingup'],
      ['个人信息', '/personalInfo'],
      ['修改登录密码', '/changeLoginPassword'],
      ['修改支付密码', '/changePayPassword'],
    ];
    for (const [name, href] of areas) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Grouped in titled sections.
    for (const section of ['资金', '店铺', '团队与推荐', '服务与活动', '账户与安全']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
  },
};

export const LinksToSetPayPasswordWhenNoneIsSet: Story = {
  parameters: { seed: 'noPayPassword' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '设置支付密码' })).toHaveAttribute(
      'href',
      '/setPaypwd',
    );
    await expect(canvas.queryByRole('link', { name: '修改支付密码' })).toBeNull();
  },
};

const setLanguage = recordRequests('get', '/merchant/merchant/set_language');

export const SwitchesLanguageLive: Story = {
  beforeEach: setLanguage.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await canvas.findByText(shown('2580.00'));
    await userEvent.click(canvas.getByRole('button', { name: /^语言/ }));
    const sheet = await body.findByRole('dialog', { name: '语言' });
    // The platform's seven languages, the current one marked.
    for (const name of ['繁體中文', 'English', '한국어', '日本語', 'ไทย', 'Tiếng Việt']) {
      await expect(within(sheet).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(sheet).getByRole('button', { name: /简体中文.*当前语言/ })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'English' }));
    // At once, without a reload: the title, the labels and the amount's format.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Me' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bank cards' })).toBeVisible();
    await expect(canvas.getByText(shown('2580.00', 'en'))).toBeVisible();
    await expect(session.get().lang).toBe('en');
    await waitFor(() => expect(setLanguage.count()).toBe(1));
    await expect(setLanguage.queries()[0]?.get('lang')).toBe('en');
  },
};

export const LogsOutAfterConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    const storage = canvasElement.ownerDocument.defaultView!.localStorage;
    await canvas.findByRole('heading', { name: 'Demo Shop' });
    session.set({ data: 'demo-data', total: 3 });
    await expect(storage.getItem('token')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await body.findByRole('alertdialog', { name: '确定退出登录吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await expectLocation(canvasElement, '/login');
    for (const key of ['token', 'MerInfo', 'data', 'total']) {
      await expect(storage.getItem(key)).toBeNull();
    }
    await expect(session.get()).toMatchObject({ token: null, merInfo: null, data: null, total: 0 });
  },
};

export const KeepsSessionWhenLogoutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await canvas.findByRole('heading', { name: 'Demo Shop' });
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(session.get().token).not.toBeNull();
    await expectLocation(canvasElement, '/my');
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({
  content: (canvas) => canvas.queryAllByRole('heading', { name: 'Demo Shop' }),
});
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
