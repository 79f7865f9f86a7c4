import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { db } from '@merchant/mocks';
import {
  WAIT,
  expectLocation,
  expectNotOffered,
  expectToast,
  fillField,
  inBody,
  notOffered,
  refuse,
  savedFiles,
  screenStates,
  sheetsClosed,
  stubDownloads,
} from '../../../testing';
import { BankAddScreen } from '../BankAdd';
import { BankListScreen } from './BankListScreen';

const meta = {
  title: 'Screens/Wallet/BankList',
  component: BankListScreen,
  parameters: { route: '/bank/list' },
} satisfies Meta<typeof BankListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/api/bankcard/getList';
const QR = '/api/bankcard/downloadQrcode';

const findCard = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('article', { name }, { timeout: WAIT });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '银行卡' })).toBeVisible();
    const first = await findCard(canvasElement, 'Demo Bank Singapore **** 2233');
    await expect(within(first).getByText('默认')).toBeVisible();
    await expect(within(first).getByText('Demo Merchant')).toBeVisible();
    await expect(within(first).queryByRole('button', { name: '设为默认' })).toBeNull();
    await expect(within(first).getByRole('button', { name: '下载二维码' })).toBeVisible();
    await expect(within(first).getByRole('button', { name: '删除' })).toBeVisible();
    const second = canvas.getByRole('article', { name: 'Example Savings Bank **** 4455' });
    await expect(within(second).getByRole('button', { name: '设为默认' })).toBeVisible();
    // Only the last four digits are shown.
    await expect(canvas.queryByText(/6222020200112233/)).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: '我的银行卡' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '添加' })).toHaveAttribute('href', '/bank/add');
  },
};

const states = screenStates({
  reads: [['get', LIST]],
  content: (canvas) => canvas.queryByRole('article'),
});

export const Loading: Story = states.Loading();

export const Empty: Story = states.Empty('暂无银行卡', {
  also: (canvasElement) =>
    expect(within(canvasElement).getByRole('link', { name: '添加银行卡' })).toHaveAttribute(
      'href',
      '/bank/add',
    ),
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const AddsAndDeletesCard: Story = {
  render: () => (
    <Switch>
      <Route path="/bank/add" component={BankAddScreen} />
      <Route component={BankListScreen} />
    </Switch>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await findCard(canvasElement, 'Demo Bank Singapore **** 2233');
    await userEvent.click(canvas.getByRole('link', { name: '添加' }));
    await expectLocation(canvasElement, '/bank/add');

    await fillField(canvasElement, '开户银行', 'Third Bank');
    await fillField(canvasElement, '银行卡号', '6200 0011 1122 3344');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectToast(canvasElement, '银行卡添加成功');
    await expectLocation(canvasElement, '/bank/list');
    const added = await findCard(canvasElement, 'Third Bank **** 3344');
    await expect(within(added).getByText('Demo Merchant')).toBeVisible();

    await userEvent.click(within(added).getByRole('button', { name: '删除' }));
    const dialog = await body.findByRole(
      'alertdialog',
      { name: '确定删除这张银行卡吗？' },
      { timeout: WAIT },
    );
    await expect(dialog).toHaveTextContent('Third Bank **** 3344 删除后需重新添加。');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expectToast(canvasElement, '删除成功');
    await sheetsClosed(canvasElement);
    await waitFor(
      () => expect(canvas.queryByRole('article', { name: 'Third Bank **** 3344' })).toBeNull(),
      { timeout: WAIT },
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(db().bankCards.map((c) => c.card_no)).not.toContain('6200001111223344');
  },
};

export const SetsDefaultCard: Story = {
  play: async ({ canvasElement }) => {
    const second = await findCard(canvasElement, 'Example Savings Bank **** 4455');
    await userEvent.click(within(second).getByRole('button', { name: '设为默认' }));
    await expectToast(canvasElement, '已设为默认银行卡');
    // The new default is listed first, with its mark; the old one can be made default again.
    await waitFor(
      () =>
        expect(within(canvasElement).getAllByRole('article')[0]).toHaveAccessibleName(
          'Example Savings Bank **** 4455',
        ),
      { timeout: WAIT },
    );
    const now = await findCard(canvasElement, 'Example Savings Bank **** 4455');
    await expect(within(now).getByText('默认')).toBeVisible();
    const old = await findCard(canvasElement, 'Demo Bank Singapore **** 2233');
    await expect(within(old).getByRole('button', { name: '设为默认' })).toBeVisible();
    await expect(db().bankCards.find((c) => c.is_default === 1)?.id).toBe(2);
  },
};

export const DownloadsQrCode: Story = {
  beforeEach: () => stubDownloads(),
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, 'Demo Bank Singapore **** 2233');
    await userEvent.click(within(card).getByRole('button', { name: '下载二维码' }));
    await expectToast(canvasElement, '下载成功');
    const [file] = savedFiles();
    await expect(file?.name).toBe('银行卡二维码-2233.png');
    await expect(file?.blob.type).toBe('image/png');
    const bytes = new Uint8Array(await file!.blob.arrayBuffer());
    await expect([...bytes.slice(1, 4)]).toEqual([80, 78, 71]);
  },
};

export const DownloadReturnsJsonError: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('get', QR, 'The QR code is not ready yet'));
    return stubDownloads();
  },
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, 'Demo Bank Singapore **** 2233');
    await userEvent.click(within(card).getByRole('button', { name: '下载二维码' }));
    // JSON came back instead of the image: its message, and nothing saved.
    await expectToast(canvasElement, 'The QR code is not ready yet');
    await expect(savedFiles()).toHaveLength(0);
  },
};

/** The platform does not offer saved bank cards: the page says so, with the way home. */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('get', LIST));
  },
  play: async ({ canvasElement }) => {
    await expectNotOffered(canvasElement, { layout: 'page' });
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
