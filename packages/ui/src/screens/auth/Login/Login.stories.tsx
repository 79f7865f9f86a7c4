import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, DEMO_PASSWORD, DEMO_PHONE, DEMO_TOKEN, db, fail } from '@merchant/mocks';
import { session } from '../../../data';
import { expectToast, formStates, locationOf, recordRequests } from '../../../testing';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { session: 'loggedOut', route: '/login' },
  args: { demo: null },
  beforeEach() {
    // The remembered account survives logout; each story starts without one.
    session.set({ account: null });
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const demo = { account: DEMO_ACCOUNT, password: DEMO_PASSWORD };
const loginCalls = recordRequests('post', '/merchant/merchant/login');

async function fillAndSubmit(canvasElement: HTMLElement, account: string, password: string) {
  const canvas = within(canvasElement);
  if (account) await userEvent.type(await canvas.findByLabelText('手机号或邮箱'), account);
  if (password) await userEvent.type(canvas.getByLabelText('密码'), password);
  await userEvent.click(canvas.getByRole('button', { name: '登录' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
    const account = canvas.getByRole('textbox', { name: '手机号或邮箱' });
    await expect(account).toHaveValue('');
    await expect(account).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: '登录' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '忘记密码？' })).toHaveAttribute(
      'href',
      '/forgetPwd',
    );
    await expect(canvas.getByRole('link', { name: '注册店铺' })).toHaveAttribute('href', '/code');
    await expect(canvas.queryByRole('button', { name: '使用演示账号' })).toBeNull();
  },
};

const form = formStates({
  write: ['post', '/merchant/merchant/login'],
  submit: (canvasElement) => fillAndSubmit(canvasElement, DEMO_ACCOUNT, DEMO_PASSWORD),
  button: '登录',
});

export const Loading: Story = form.Loading({
  also: (canvasElement) => expect(locationOf(canvasElement)).toBe('/login'),
});

export const ServerError: Story = form.ServerError({
  also: async (canvasElement) => {
    await expect(locationOf(canvasElement)).toBe('/login');
    await expect(session.get().token).toBeNull();
  },
});

export const Offline: Story = form.Offline({
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('button', { name: '登录' })).toBeEnabled(),
});

export const LogsInWithDemoAccount: Story = {
  args: { demo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`演示平台：${DEMO_ACCOUNT} / ${DEMO_PASSWORD}`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '使用演示账号' }));
    await expect(canvas.getByRole('textbox', { name: '手机号或邮箱' })).toHaveValue(DEMO_ACCOUNT);
    await expect(canvas.getByLabelText('密码')).toHaveValue(DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectToast(canvasElement, 'Login successful');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/home'));
    await expect(session.get().token).toBe(DEMO_TOKEN);
    await expect(session.get().account).toBe(DEMO_ACCOUNT);
    // The password is kept nowhere.
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    await expect(stored.some((value) => value.includes(DEMO_PASSWORD))).toBe(false);
  },
};

export const PrefillsRememberedAccount: Story = {
  beforeEach() {
    session.set({ account: DEMO_PHONE });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '手机号或邮箱' })).toHaveValue(
      DEMO_PHONE,
    );
    await expect(canvas.getByLabelText('密码')).toHaveValue('');
  },
};

export const RejectsWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, DEMO_ACCOUNT, 'wrong-password');
    await expectToast(canvasElement, 'Incorrect account or password');
    await expect(locationOf(canvasElement)).toBe('/login');
    await expect(session.get().token).toBeNull();
  },
};

export const RejectsInvalidAccount: Story = {
  beforeEach: loginCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, 'demo-shop', DEMO_PASSWORD);
    await expect(await canvas.findByText('请输入正确的手机号或邮箱地址')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '手机号或邮箱' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(loginCalls.count()).toBe(0);
    await expect(locationOf(canvasElement)).toBe('/login');
  },
};

export const RequiresAccount: Story = {
  beforeEach: loginCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, '', DEMO_PASSWORD);
    await expect(await canvas.findByText('请输入手机号或邮箱')).toBeVisible();
    await expect(loginCalls.count()).toBe(0);
  },
};

export const RequiresPassword: Story = {
  beforeEach: loginCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, DEMO_PHONE, '');
    await expect(await canvas.findByText('请输入密码')).toBeVisible();
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    await expect(loginCalls.count()).toBe(0);
    await expect(locationOf(canvasElement)).toBe('/login');
  },
};

export const ReturnsToRedirectAfterLogin: Story = {
  parameters: { route: '/login?redirect=%2ForderDetail%3Fid%3D3' },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, DEMO_PHONE, DEMO_PASSWORD);
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/orderDetail?id=3'));
  },
};

export const IgnoresForeignRedirect: Story = {
  parameters: { route: '/login?redirect=https%3A%2F%2Fevil.example' },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, DEMO_ACCOUNT, DEMO_PASSWORD);
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/home'));
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '语言: 简体中文' }));
    const sheet = await body.findByRole('dialog', { name: '语言' });
    await userEvent.click(await within(sheet).findByRole('button', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(session.get().lang).toBe('en');
  },
};

const setLanguageCalls = recordRequests('get', '/merchant/merchant/set_language');
const languageListCalls = recordRequests('get', '/merchant/merchant/language_list');

export const TellsPlatformLanguageLoggedOut: Story = {
  beforeEach: setLanguageCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '语言: 简体中文' }));
    const sheet = await body.findByRole('dialog', { name: '语言' });
    await userEvent.click(await within(sheet).findByRole('button', { name: '한국어' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    // Told with the platform's own code for Korean, before anyone has logged in.
    await waitFor(() =>
      expect(setLanguageCalls.queries().map((query) => query.get('lang'))).toEqual(['han']),
    );
    await expect(session.get().lang).toBe('ko');
  },
};

export const TakesPlatformDefaultOnFirstVisit: Story = {
  beforeEach() {
    // A first visit: no language chosen yet, and this platform's default is English.
    session.set({ lang: null });
    for (const language of db().languages) {
      language.is_default = language.file_name === 'en' ? 1 : 0;
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await waitFor(() => expect(session.get().lang).toBe('en'));
  },
};

export const KeepsChosenLanguageOverPlatformDefault: Story = {
  beforeEach({ msw }) {
    // Chosen before (the session keeps it): the platform's default does not replace it.
    for (const language of db().languages) {
      language.is_default = language.file_name === 'en' ? 1 : 0;
    }
    languageListCalls.reset();
    msw.use(languageListCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(languageListCalls.count()).toBe(1));
    await expect(await canvas.findByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect(session.get().lang).toBe('zh-CN');
  },
};

export const FallsBackToLocalLanguages: Story = {
  beforeEach({ msw }) {
    // The platform names its languages unlike the local list, so its answer cannot pass for
    // the fallback: only the local labels may show.
    for (const language of db().languages) {
      language.language_name = `${language.language_name} (platform)`;
    }
    languageListCalls.reset();
    msw.use(fail('get', '/merchant/merchant/language_list', 500));
    msw.use(languageListCalls.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(languageListCalls.count()).toBe(1));
    await userEvent.click(await canvas.findByRole('button', { name: '语言: 简体中文' }));
    const sheet = await body.findByRole('dialog', { name: '语言' });
    for (const name of ['繁體中文', 'English', '한국어', '日本語', 'ไทย', 'Tiếng Việt']) {
      await expect(within(sheet).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(sheet).queryByRole('button', { name: /platform/ })).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: '日本語' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    // Long after the failed answer: the switcher still names the language from the local list.
    await expect(canvas.getByRole('button', { name: '言語: 日本語' })).toBeVisible();
  },
};

export const SendsLoggedInMerchantHome: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    // Already logged in: /login is replaced by the home page, the form never shows.
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/home'));
    await expect(within(canvasElement).queryByRole('button', { name: '登录' })).toBeNull();
    await expect(session.get().token).toBe(DEMO_TOKEN);
  },
};

export const SendsLoggedInMerchantToRedirect: Story = {
  parameters: { session: 'demo', route: '/login?redirect=%2ForderDetail%3Fid%3D3' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/orderDetail?id=3'));
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};
