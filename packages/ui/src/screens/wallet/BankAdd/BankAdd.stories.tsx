import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectFieldError,
  fillField,
  locationOf,
  notOffered,
  offline,
  recordRequests,
} from '../../../testing';
import { BankAddScreen } from './BankAddScreen';

const meta = {
  title: 'Screens/Wallet/BankAdd',
  component: BankAddScreen,
  parameters: { route: '/bank/add' },
} satisfies Meta<typeof BankAddScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const adds = recordRequests('post', '/api/bankcard/add');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '添加银行卡' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('开户银行')).toHaveAttribute('autocomplete', 'off');
    const cardNo = canvas.getByLabelText('银行卡号');
    await expect(cardNo).toHaveAttribute('inputmode', 'numeric');
    await expect(cardNo).toHaveAttribute('autocomplete', 'cc-number');
    await expect(canvas.getByLabelText(/持卡人姓名/)).toHaveAccessibleDescription(
      '不填写时默认为店铺实名认证的姓名',
    );
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

export const RejectsNonNumericCardNumber: Story = {
  beforeEach: adds.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '保存' }));
    await expectFieldError(canvasElement, '开户银行', '请输入开户银行');
    await expectFieldError(canvasElement, '银行卡号', '请输入银行卡号');
    await fillField(canvasElement, '开户银行', 'Third Bank');
    await fillField(canvasElement, '银行卡号', '6222abcd1234');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expectFieldError(canvasElement, '银行卡号', '卡号必须为数字');
    await expect(adds.count()).toBe(0);
  },
};

/** Fills the form with a new card of Third Bank (number `cardNo`) and saves it. */
async function saveCard(canvasElement: HTMLElement, cardNo: string) {
  await fillField(canvasElement, '开户银行', 'Third Bank');
  await fillField(canvasElement, '银行卡号', cardNo);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '保存' }));
}

/** Saves a new card (with the holder's name left to the shop's verified name), then the list. */
export const AddsCardThenShowsTheList: Story = {
  beforeEach: adds.install,
  play: async ({ canvasElement }) => {
    await saveCard(canvasElement, '6222000011112222');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/bank/list'));
    await expect(await adds.bodies()).toEqual([
      { bank_name: 'Third Bank', card_no: '6222000011112222' },
    ]);
  },
};

/** Opened from another page (the withdrawal form): back there once the card is saved. */
export const ReturnsToThePageThatAsked: Story = {
  parameters: { route: '/bank/add?redirect=%2Fwithdraw' },
  play: async ({ canvasElement }) => {
    await saveCard(canvasElement, '6222000011113333');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/withdraw'));
  },
};

/** A return address outside the app is never followed: the list instead. */
export const NeverReturnsOutsideTheApp: Story = {
  parameters: { route: '/bank/add?redirect=https%3A%2F%2Fevil.example%2Fwithdraw' },
  play: async ({ canvasElement }) => {
    await saveCard(canvasElement, '6222000011114444');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/bank/list'));
  },
};

/**
 * Saves a card that is not added: the alert says `refusal`, and the form keeps its input, on the
 * same page.
 */
async function saveRefused(
  canvasElement: HTMLElement,
  bank: string,
  cardNo: string,
  { refusal }: { refusal: string },
) {
  const canvas = within(canvasElement);
  await fillField(canvasElement, '开户银行', bank);
  await fillField(canvasElement, '银行卡号', cardNo);
  await userEvent.click(canvas.getByRole('button', { name: '保存' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal);
  await expect(canvas.getByLabelText('银行卡号')).toHaveValue(cardNo);
  await expect(locationOf(canvasElement)).toBe('/bank/add');
}

export const ServerRefusesCard: Story = {
  beforeEach: adds.install,
  play: async ({ canvasElement }) => {
    // A card that is already on the list.
    await saveRefused(canvasElement, 'Demo Bank Singapore', '6222020200112233', {
      refusal: '银行卡添加失败：This bank card already exists',
    });
    await expect(await adds.bodies()).toEqual([
      { bank_name: 'Demo Bank Singapore', card_no: '6222020200112233' },
    ]);
  },
};

/** No network on saving: the translated network message, the input kept on the same page. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('post', '/api/bankcard/add'));
  },
  play: ({ canvasElement }) =>
    saveRefused(canvasElement, 'Third Bank', '6222020200445566', {
      refusal: '网络错误，请检查网络后重试',
    }),
};

/** The platform does not offer adding bank cards: the refusal says so, the input is kept. */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/api/bankcard/add'));
  },
  play: ({ canvasElement }) =>
    saveRefused(canvasElement, 'Harbour Bank', '6217000010004455', {
      refusal: '当前平台不提供此功能。',
    }),
};
