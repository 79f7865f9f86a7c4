import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { inBody, screenStates, sheetsClosed } from '../../../testing';
import { PersonalInfoScreen } from './PersonalInfoScreen';

const meta = {
  title: 'Screens/Settings/PersonalInfo',
  component: PersonalInfoScreen,
  parameters: { route: '/personalInfo' },
} satisfies Meta<typeof PersonalInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
    await expect(await canvas.findByText('Demo Merchant')).toBeVisible();
    for (const text of ['真实姓名', '国家/地区', '手机号', '邮箱', '商家等级']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('Singapore')).toBeVisible();
    await expect(canvas.getByText('13800000000')).toBeVisible();
    await expect(canvas.getByText('demo@example.com')).toBeVisible();
    await expect(canvas.getByText('2 级')).toBeVisible();
    const documents = canvas.getByRole('region', { name: '身份证件' });
    // The ID card's two photos, named by what they show; registration sends no hand-held one.
    for (const name of ['身份证正面', '身份证反面']) {
      await expect(within(documents).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(documents).getAllByRole('button')).toHaveLength(2);
    // Read-only: nothing here can be edited.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/如需修改请联系客服/)).toBeVisible();
  },
};

const states = screenStates({
  reads: [['get', '/merchant/merchant/getMerInfo']],
  content: (canvas) => canvas.queryByText('真实姓名'),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const OpensIdDocument: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '身份证反面' }));
    const sheet = await body.findByRole('dialog', { name: '身份证反面' });
    const large = within(sheet).getByRole('img', { name: '身份证反面' });
    await expect(large).toBeVisible();
    await expect(large.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    await sheetsClosed(canvasElement);
    await expect(canvas.getByRole('button', { name: '身份证反面' })).toHaveFocus();
  },
};
