import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, fail, notOffered } from '@merchant/mocks';
import {
  WAIT,
  expectFailureBlock,
  expectNotOffered,
  inBody,
  recordRequests,
  screenStates,
  sheetsClosed,
} from '../../../testing';
import { SettingsHubScreen } from './SettingsHubScreen';

const meta = {
  title: 'Screens/Settings/SettingsHub',
  component: SettingsHubScreen,
  parameters: { route: '/setting' },
} satisfies Meta<typeof SettingsHubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const setLanguage = recordRequests('get', '/merchant/merchant/set_language');

/** A row link by the start of its text (its label; the value follows). */
const row = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('link', { name: new RegExp(`^${label}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '店铺设置' })).toBeVisible();
    const shop = await row(canvasElement, '基本信息');
    await expect(shop).toHaveAttribute('href', '/baseinfo');
    await expect(within(shop).getByText('Demo Shop')).toBeVisible();
    const banners = await row(canvasElement, '首页横幅');
    await expect(banners).toHaveAttribute('href', '/uploadBanner');
    // The counts come with store_settings, which may answer after the profile.
    await expect(await within(banners).findByText('3 张', {}, { timeout: WAIT })).toBeVisible();
    // Facebook, Instagram and TikTok are set in the demo shop.
    const social = await row(canvasElement, '社交媒体');
    await expect(await within(social).findByText('3 个链接', {}, { timeout: WAIT })).toBeVisible();
    const personal = await row(canvasElement, '个人信息');
    await expect(within(personal).getByText('Demo Merchant')).toBeVisible();
    await expect(await row(canvasElement, '修改登录密码')).toHaveAttribute(
      'href',
      '/changeLoginPassword',
    );
    // The demo merchant has a payment password: the row changes it.
    await expect(await row(canvasElement, '修改支付密码')).toHaveAttribute(
      'href',
      '/changePayPassword',
    );
    await expect(canvas.queryByRole('link', { name: /^设置支付密码/ })).toBeNull();
    const language = canvas.getByRole('button', { name: /^语言/ });
    await expect(within(language).getByText('简体中文')).toBeVisible();
    await expect(await row(canvasElement, '关于我们')).toHaveAttribute('href', '/aboutUs');
  },
};

export const ShowsSettingsTitle: Story = {
  args: { page: 'settingup' },
  parameters: { route: '/settingup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(await row(canvasElement, '基本信息')).toBeVisible();
  },
};

export const OffersToSetPaymentPassword: Story = {
  parameters: { seed: 'noPayPassword' },
  play: async ({ canvasElement }) => {
    const setRow = await row(canvasElement, '设置支付密码');
    await expect(setRow).toHaveAttribute('href', '/setPaypwd');
    await expect(within(setRow).getByText('未设置')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: /^修改支付密码/ })).toBeNull();
  },
};

// A platform whose profile has no `have_pay` (its public client never reads it): both rows,
// and the platform decides on the page the merchant picks.
export const OffersBothPayPasswordRowsWhenUnknown: Story = {
  beforeEach() {
    db().merchant.have_pay = null;
  },
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, '修改支付密码')).toHaveAttribute(
      'href',
      '/changePayPassword',
    );
    const setRow = await row(canvasElement, '设置支付密码');
    await expect(setRow).toHaveAttribute('href', '/setPaypwd');
    await expect(within(setRow).queryByText('未设置')).toBeNull();
  },
};

export const ShowsNothingSetYet: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvasElement }) => {
    const banners = await row(canvasElement, '首页横幅');
    await expect(await within(banners).findByText('未设置', {}, { timeout: WAIT })).toBeVisible();
    const social = await row(canvasElement, '社交媒体');
    await expect(await within(social).findByText('未设置', {}, { timeout: WAIT })).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/getMerInfo']],
  content: (canvas) => canvas.queryByRole('link', { name: /^基本信息/ }),
});
// The language works without the platform.
const languageShown = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('button', { name: /^语言/ })).toBeVisible();

export const Loading: Story = states.Loading({ also: languageShown });

export const ServerError: Story = states.ServerError({ also: languageShown });

/** store_settings failing costs only the banner and link counts: the other rows stay. */
export const StoreSettingsFailAlone: Story = {
  beforeEach({ msw }) {
    msw.use(fail('get', '/merchant/merchant/store_settings', 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Server error (500)');
    await expect(await row(canvasElement, '修改支付密码')).toBeVisible();
    await expect(within(await row(canvasElement, '基本信息')).getByText('Demo Shop')).toBeVisible();
    await expect(within(await row(canvasElement, '首页横幅')).queryByText('3 张')).toBeNull();
    await expect(await row(canvasElement, '社交媒体')).toBeVisible();
  },
};

/**
 * A platform without store_settings (its public client never reads it): social links, which
 * only that call and profile carry, say so; every row the profile fills stays, banners too.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('get', '/merchant/merchant/store_settings'));
  },
  play: async ({ canvasElement }) => {
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(block!).getByText('社交媒体')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: /^社交媒体/ })).toBeNull();
    await expect(within(await row(canvasElement, '基本信息')).getByText('Demo Shop')).toBeVisible();
    await expect(await row(canvasElement, '首页横幅')).toHaveAttribute('href', '/uploadBanner');
    await expect(await row(canvasElement, '个人信息')).toBeVisible();
    await expect(await row(canvasElement, '修改登录密码')).toBeVisible();
    await expect(await row(canvasElement, '修改支付密码')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /^语言/ })).toBeVisible();
  },
};

export const Offline: Story = states.Offline();

export const SwitchesLanguageLive: Story = {
  beforeEach: setLanguage.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvasElement, '基本信息');
    await userEvent.click(canvas.getByRole('button', { name: /^语言/ }));
    const sheet = await inBody(canvasElement).findByRole('dialog', { name: '选择语言' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'English' }));
    await sheetsClosed(canvasElement);
    // No reload: the same page, in English at once.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Shop settings' }),
    ).toBeVisible();
    await expect(await row(canvasElement, 'Basic information')).toBeVisible();
    const language = canvas.getByRole('button', { name: /^Language/ });
    await expect(within(language).getByText('English')).toBeVisible();
    // The platform is told too (it answers in English afterwards).
    await waitFor(() => expect(setLanguage.queries().map((q) => q.get('lang'))).toEqual(['en']));
  },
};
