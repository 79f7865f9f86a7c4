import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@merchant/mocks';
import {
  WAIT,
  expectFailureBlock,
  expectNotOffered,
  fail,
  notOffered,
  recordRequests,
  screenStates,
} from '../../../testing';
import { AboutScreen } from './AboutScreen';
import { APP_VERSION } from './version';

const meta = {
  title: 'Screens/Account/About',
  component: AboutScreen,
  parameters: { route: '/aboutUs' },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const about = recordRequests('post', '/new/api/about/get');

/** The running build's version, and the links every state keeps. */
async function expectVersionAndLinks(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  await expect(canvas.getByText('当前版本')).toBeVisible();
  await expect(canvas.getByText(APP_VERSION ?? '')).toBeVisible();
  await expect(canvas.getByRole('button', { name: '检查更新' })).toBeEnabled();
  await expect(canvas.getByRole('link', { name: '平台介绍' })).toHaveAttribute(
    'href',
    '/aboutUsDetails',
  );
  await expect(canvas.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
    'href',
    '/privacyAgreement',
  );
}

export const Default: Story = {
  beforeEach: about.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
    const text = await canvas.findByRole('article', { name: 'About Demo Platform' });
    await expect(await within(text).findByText(/shared distribution centre/)).toBeVisible();
    await expectVersionAndLinks(canvasElement);
    // The about text is asked for by its (assumed) type.
    await expect(about.queries()[0]?.get('type')).toBe('about');
  },
};

const states = screenStates({
  reads: [['post', '/new/api/about/get']],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading({ also: expectVersionAndLinks });

export const ServerError: Story = states.ServerError({ also: expectVersionAndLinks });

export const Offline: Story = states.Offline({ also: expectVersionAndLinks });

export const ChecksForUpdate: Story = {
  beforeEach() {
    db().about.about.version = '99.0.0';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'About Demo Platform' });
    await userEvent.click(canvas.getByRole('button', { name: '检查更新' }));
    const answer = canvas.getByRole('status', { name: '检查更新' });
    await expect(
      await within(answer).findByText('发现新版本 99.0.0', {}, { timeout: WAIT }),
    ).toBeVisible();
    await expect(within(answer).getByText('关闭并重新打开应用即可使用新版本。')).toBeVisible();
  },
};

export const UpToDate: Story = {
  beforeEach() {
    db().about.about.version = APP_VERSION ?? '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'About Demo Platform' });
    await userEvent.click(canvas.getByRole('button', { name: '检查更新' }));
    await expect(
      await within(canvas.getByRole('status', { name: '检查更新' })).findByText(
        `已是最新版本（${APP_VERSION}）`,
      ),
    ).toBeVisible();
  },
};

export const SaysWhenUpdateCannotBeChecked: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/new/api/about/get', 502));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFailureBlock(canvasElement, 'error');
    await userEvent.click(canvas.getByRole('button', { name: '检查更新' }));
    await expect(
      await within(canvas.getByRole('status', { name: '检查更新' })).findByText(
        '暂时无法检查更新，请稍后重试。',
      ),
    ).toBeVisible();
  },
};

/**
 * A platform without about/get (its public client never calls it): the text's place says so,
 * without retry; the version and the links stay. "Check for update" reads the platform's version
 * from that same call, so it goes too.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/new/api/about/get'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(canvas.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
    await expect(canvas.getByText(APP_VERSION ?? '')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '平台介绍' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '隐私政策' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '检查更新' })).toBeNull();
  },
};
