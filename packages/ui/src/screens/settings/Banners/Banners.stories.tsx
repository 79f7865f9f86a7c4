import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, notOffered, stall } from '@merchant/mocks';
import {
  expectNotOffered,
  expectToast,
  pngPhoto,
  recording,
  recordRequests,
  screenStates,
} from '../../../testing';
import { BannersScreen } from './BannersScreen';

const meta = {
  title: 'Screens/Settings/Banners',
  component: BannersScreen,
  parameters: { route: '/uploadBanner' },
} satisfies Meta<typeof BannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerCalls = recordRequests('post', '/merchant/merchant/store_banner');

/** The banner slots on screen, in order, as the srcs of their pictures. */
const shownBanners = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('src'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '首页横幅' })).toBeVisible();
    await expect(await canvas.findByRole('listitem', { name: '横幅 1' })).toBeVisible();
    await expect(shownBanners(canvasElement)).toEqual([...db().merchant.banners]);
    // The first cannot go up, the last cannot go down.
    await expect(canvas.getByRole('button', { name: '上移横幅 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下移横幅 1' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '下移横幅 3' })).toBeDisabled();
    // Three is the most: no slot to add another.
    await expect(canvas.getByText('已达到 3 张横幅的上限')).toBeVisible();
    await expect(canvas.queryByLabelText('添加横幅')).toBeNull();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/store_settings']],
  content: (canvas) => canvas.queryByRole('listitem'),
});

export const Loading: Story = states.Loading({
  also: (canvasElement) =>
    expect(within(canvasElement).queryByRole('button', { name: '保存横幅' })).toBeNull(),
});

export const Empty: Story = {
  parameters: { seed: 'empty' },
  beforeEach: bannerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还没有首页横幅')).toBeVisible();
    await expect(canvas.getByLabelText(/添加横幅/)).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    // The platform needs one banner: saving none is refused before any request.
    await userEvent.click(canvas.getByRole('button', { name: '保存横幅' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请至少上传一张横幅');
    await expect(bannerCalls.count()).toBe(0);
  },
};

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const ReordersBanners: Story = {
  beforeEach: bannerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = db().merchant.banners;
    await canvas.findByRole('listitem', { name: '横幅 1' });
    await userEvent.click(canvas.getByRole('button', { name: '下移横幅 1' }));
    await expect(shownBanners(canvasElement)).toEqual([second, first, third]);
    // The moved banner keeps the focus, under its new number, and the move is announced.
    await waitFor(() => expect(canvas.getByRole('button', { name: '下移横幅 2' })).toHaveFocus());
    await expect(canvas.getByText('已移到第 2 位')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '上移横幅 3' }));
    await expect(shownBanners(canvasElement)).toEqual([second, third, first]);

    await userEvent.click(canvas.getByRole('button', { name: '保存横幅' }));
    await expectToast(canvasElement, 'Saved');
    await expect(await bannerCalls.bodies()).toEqual([
      { image1: second, image2: third, image3: first },
    ]);
    await expect(db().merchant.banners).toEqual([second, third, first]);
  },
};

export const RemovesBanner: Story = {
  beforeEach: bannerCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, , third] = db().merchant.banners;
    const slot = await canvas.findByRole('listitem', { name: '横幅 2' });
    await userEvent.click(within(slot).getByRole('button', { name: '删除图片' }));
    await expect(shownBanners(canvasElement)).toEqual([first, third]);
    await expect(canvas.getByText('已删除横幅')).toBeInTheDocument();
    // A free slot: another banner can be added.
    await expect(canvas.getByLabelText(/添加横幅/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存横幅' }));
    await expectToast(canvasElement, 'Saved');
    await expect(await bannerCalls.bodies()).toEqual([
      { image1: first, image2: third, image3: '' },
    ]);
    await expect(db().merchant.banners).toEqual([first, third, '']);
  },
};

export const AddsBanner: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('还没有首页横幅');
    await userEvent.upload(canvas.getByLabelText(/添加横幅/), pngPhoto('spring-sale.png'));
    const slot = await canvas.findByRole('listitem', { name: '横幅 1' }, { timeout: 5000 });
    await expect(within(slot).getByRole('img')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存横幅' }));
    await expectToast(canvasElement, 'Saved');
    // Posted by the upload's `fullurl` (an absolute address), never its relative `url`.
    const [uploaded] = [...db().uploads.values()];
    await expect(db().merchant.banners[0]).toBe(uploaded?.fullurl);
    await expect(db().merchant.banners[0]).toMatch(/^http:\/\/.+\/uploads\/\d+\.\w+$/);
  },
};

/**
 * A platform without store_settings (its public client never reads it): the saved banners
 * cannot be shown, and the page says so; uploading and saving (store_banner) still work.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('get', '/merchant/merchant/store_settings'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(block!).getByText('已保存的横幅无法显示')).toBeVisible();
    await expect(canvas.getByText('还没有首页横幅')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/添加横幅/), pngPhoto('spring-sale.png'));
    await canvas.findByRole('listitem', { name: '横幅 1' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: '保存横幅' }));
    await expectToast(canvasElement, 'Saved');
    await expect(db().merchant.banners[0]).toMatch(/\/uploads\/\d+\.\w+$/);
  },
};

export const SaveWaitsForUpload: Story = {
  beforeEach: recording([bannerCalls], stall('post', '/merchant/common/upload')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = await canvas.findByRole('listitem', { name: '横幅 2' });
    const input = slot.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input!, pngPhoto('summer.png'));
    const save = await canvas.findByRole('button', { name: '等待图片上传…' });
    await expect(save).toBeDisabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(bannerCalls.count()).toBe(0);
    // Cancelled: saving is possible again, with the banners as they were.
    await userEvent.click(canvas.getByRole('button', { name: '取消上传' }));
    await expect(canvas.getByRole('button', { name: '保存横幅' })).toBeEnabled();
  },
};
