import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, fail, refuse, stall } from '@merchant/mocks';
import {
  expectFieldError,
  expectLocation,
  expectToast,
  fillField,
  inBody,
  locationOf,
  pngPhoto,
  recording,
  recordRequests,
  screenStates,
  sheetsClosed,
  svgRenamedPng,
} from '../../../testing';
import { ShopInfoScreen } from './ShopInfoScreen';

const meta = {
  title: 'Screens/Settings/ShopInfo',
  component: ShopInfoScreen,
  parameters: { route: '/baseinfo' },
} satisfies Meta<typeof ShopInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const storeCalls = recordRequests('post', '/merchant/merchant/store');
const uploadCalls = recordRequests('post', '/merchant/common/upload');

/** Picks a new logo through the shop logo field. */
const pickLogo = async (canvasElement: HTMLElement, file = pngPhoto('logo.png')) =>
  userEvent.upload(await within(canvasElement).findByLabelText('店铺标志'), file);

type StoreBody = {
  mer_avatar: string;
  mer_name: string;
  mer_phone: string;
  mer_address: string;
  mer_info: string;
  mark: string;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '基本信息' })).toBeVisible();
    await expect(await canvas.findByLabelText('店铺名称')).toHaveValue('Demo Shop');
    const phone = canvas.getByLabelText('联系电话');
    await expect(phone).toHaveValue('13800000000');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByLabelText('店铺地址')).toHaveValue(
      '1 Demo Street, #02-01, Singapore 000001',
    );
    await expect(canvas.getByLabelText(/店铺简介/)).toHaveValue(
      'Everyday goods for home, travel and play, picked by the Demo Shop team.',
    );
    await expect(canvas.getByLabelText(/欢迎语/)).toHaveValue(
      'Welcome to Demo Shop! New arrivals every Friday.',
    );
    // The logo is shown and can be replaced or removed.
    await expect(canvas.getByRole('img', { name: '已选图片预览' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除图片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/getMerInfo']],
  content: (canvas) => canvas.queryByRole('button', { name: '保存' }),
});

export const Loading: Story = states.Loading({
  also: (canvasElement) => expect(within(canvasElement).queryByLabelText('店铺名称')).toBeNull(),
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const SavesShopInformation: Story = {
  beforeEach: storeCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, '店铺名称', 'Sunrise Home Goods');
    await fillField(canvasElement, '联系电话', '+6580001234');
    await fillField(canvasElement, /欢迎语/, 'Hello and welcome!');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, 'Saved');
    await expect(storeCalls.count()).toBe(1);
    const [body] = await storeCalls.bodies<StoreBody>();
    await expect(body).toMatchObject({
      mer_name: 'Sunrise Home Goods',
      mer_phone: '+6580001234',
      mer_address: '1 Demo Street, #02-01, Singapore 000001',
      mark: 'Hello and welcome!',
    });
    // The logo that was not replaced is posted back as it is.
    await expect(body?.mer_avatar).toBe(db().merchant.mer_avatar);
    await expect(db().merchant.mer_name).toBe('Sunrise Home Goods');
    await expect(db().merchant.mark).toBe('Hello and welcome!');
    // Saved: leaving asks nothing.
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expectLocation(canvasElement, '/setting');
    await expect(inBody(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const RejectsInvalidInput: Story = {
  beforeEach: storeCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, '店铺名称', '   ');
    await fillField(canvasElement, '联系电话', '138-0000-0000');
    await userEvent.click(canvas.getByRole('button', { name: '删除图片' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectFieldError(canvasElement, '店铺名称', '请输入店铺名称');
    await expectFieldError(
      canvasElement,
      '联系电话',
      '电话只能包含数字（可以 + 开头），共 6-20 位',
    );
    await expect(await canvas.findByText('请上传店铺标志')).toBeVisible();
    await expect(storeCalls.count()).toBe(0);
  },
};

export const WarnsBeforeLeavingUnsaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await fillField(canvasElement, '店铺名称', 'Half-typed name');
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    const dialog = await body.findByRole('alertdialog', { name: '放弃修改？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await sheetsClosed(canvasElement);
    // Still here, with what was typed.
    await expect(locationOf(canvasElement)).toBe('/baseinfo');
    await expect(canvas.getByLabelText('店铺名称')).toHaveValue('Half-typed name');

    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    const again = await body.findByRole('alertdialog', { name: '放弃修改？' });
    await userEvent.click(within(again).getByRole('button', { name: '放弃修改' }));
    await expectLocation(canvasElement, '/setting');
    await expect(db().merchant.mer_name).toBe('Demo Shop');
  },
};

export const KeepsInputWhenSavingFails: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/merchant/merchant/store', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, '店铺名称', 'Sunrise Home Goods');
    await fillField(canvasElement, '店铺地址', '88 Harbour Road');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, 'Server error (500)');
    await expect(await canvas.findByRole('alert', { name: '未保存' })).toHaveTextContent(
      'Server error (500)',
    );
    await expect(canvas.getByLabelText('店铺名称')).toHaveValue('Sunrise Home Goods');
    await expect(canvas.getByLabelText('店铺地址')).toHaveValue('88 Harbour Road');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
    await expect(db().merchant.mer_name).toBe('Demo Shop');
    // Still unsaved: leaving asks first.
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    const dialog = await inBody(canvasElement).findByRole('alertdialog', { name: '放弃修改？' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(locationOf(canvasElement)).toBe('/baseinfo');
  },
};

export const SaysWhySavingFailedUntilSavedAgain: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/merchant/merchant/store', 500, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, '店铺名称', 'Sunrise Home Goods');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    // The toast goes after two seconds; the notice stays above the form, input kept.
    const notice = await canvas.findByRole('alert', { name: '未保存' });
    await expect(notice).toHaveTextContent('Server error (500)');
    await expect(notice).toHaveTextContent('您填写的内容仍在此处，准备好后请再次保存。');
    await expect(canvas.getByLabelText('店铺名称')).toHaveValue('Sunrise Home Goods');
    // Saved the second time: the notice has gone, the shop has its new name.
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, 'Saved');
    await waitFor(() => expect(canvas.queryByRole('alert', { name: '未保存' })).toBeNull());
    await expect(db().merchant.mer_name).toBe('Sunrise Home Goods');
  },
};

export const SaveWaitsForUpload: Story = {
  beforeEach: recording([storeCalls], stall('post', '/merchant/common/upload')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillField(canvasElement, '店铺名称', 'Sunrise Home Goods');
    await pickLogo(canvasElement);
    const save = await canvas.findByRole('button', { name: '等待图片上传…' });
    await expect(save).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(storeCalls.count()).toBe(0);
    await expect(db().merchant.mer_name).toBe('Demo Shop');
  },
};

export const ShowsUploadProgress: Story = {
  beforeEach({ msw }) {
    msw.use(stall('post', '/merchant/common/upload'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickLogo(canvasElement);
    const progress = await canvas.findByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await expect(canvas.getByRole('button', { name: '取消上传' })).toBeVisible();
  },
};

export const CancelsUpload: Story = {
  beforeEach: recording([storeCalls], stall('post', '/merchant/common/upload')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickLogo(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '取消上传' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('已取消上传');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    // The kept logo is saved as it was; the cancelled photo can be sent again.
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, 'Saved');
    const [body] = await storeCalls.bodies<StoreBody>();
    await expect(body?.mer_avatar).toBe(db().merchant.mer_avatar);
  },
};

export const ShowsServerUploadRefusal: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('post', '/merchant/common/upload', '图片尺寸不符合要求'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickLogo(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('图片尺寸不符合要求');
    await expect(alert).not.toHaveTextContent('上传失败');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

export const RefusesSvgRenamedPng: Story = {
  beforeEach: uploadCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickLogo(canvasElement, svgRenamedPng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '请选择 JPEG、PNG、WebP 或 GIF 图片',
    );
    await expect(uploadCalls.count()).toBe(0);
  },
};
