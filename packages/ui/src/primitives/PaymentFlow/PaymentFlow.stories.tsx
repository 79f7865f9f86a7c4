import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { parseMoney } from '@merchant/api';
import { DEMO_PAY_PASSWORD, db } from '@merchant/mocks';
import { $api } from '../../data/kit/api';
import { usePaymentFlow } from '../../data/kit/paymentFlow';
import { ServiceScreen } from '../../screens/account/Service/ServiceScreen';
import {
  WAIT,
  expectLocation,
  expectToast,
  inBody,
  locationOf,
  recordRequests,
  sheetsClosed,
  typePayPassword,
} from '../../testing';
import { Button } from '../Button';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { PaymentFlow } from './PaymentFlow';

/** A purchase paid from the balance, as every paid page runs it: an express-lane package. */
function BuyPackage() {
  const buy = $api.useMutation('post', '/merchant/index/buy_train');
  const flow = usePaymentFlow((id: number) => buy.mutateAsync({ body: { id } }), {
    successText: '购买成功',
    invalidates: 'buyExpress',
  });
  return (
    <Page navBar={<NavBar title="购买套餐" />}>
      <Button
        onClick={() =>
          flow.start({ vars: 1, label: 'Express Lane Starter', amount: parseMoney('29.90') })
        }
      >
        购买 Express Lane Starter
      </Button>
      {flow.merchant.status === 'ready' ? <p>已读取店铺资料</p> : null}
      <PaymentFlow
        flow={flow}
        title="确认购买"
        itemLabel="套餐"
        paying="购买套餐"
        closedTitle="无法购买"
      />
    </Page>
  );
}

const meta = {
  title: 'Primitives/PaymentFlow',
  tags: ['autodocs'],
  component: BuyPackage,
  parameters: { route: '/storeExpress' },
  render: () => (
    <Switch>
      <Route path="/storeExpress" component={BuyPackage} />
      <Route path="/service" component={ServiceScreen} />
    </Switch>
  ),
} satisfies Meta<typeof BuyPackage>;

export default meta;
type Story = StoryObj<typeof meta>;

const verify = recordRequests('post', '/merchant/merchant/verify_pay');
const bought = recordRequests('post', '/merchant/index/buy_train');

async function openPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = inBody(canvasElement);
  await canvas.findByText('已读取店铺资料');
  await userEvent.click(canvas.getByRole('button', { name: '购买 Express Lane Starter' }));
  const quote = await body.findByRole('dialog', { name: '确认购买' });
  const pay = await within(quote).findByRole('button', { name: /^支付/ });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  return body.findByRole('dialog', { name: '请输入支付密码' });
}

// A platform whose profile has no `have_pay` (its own client never reads it): the password is
// asked for, verify_pay decides, and the purchase goes through.
export const PaysWhenProfileLacksHavePay: Story = {
  beforeEach({ msw }) {
    db().merchant.have_pay = null;
    verify.reset();
    bought.reset();
    msw.use(verify.handler, bought.handler);
  },
  play: async ({ canvasElement }) => {
    await openPassword(canvasElement);
    await typePayPassword(canvasElement, DEMO_PAY_PASSWORD);
    await expectToast(canvasElement, 'Purchased successfully');
    await sheetsClosed(canvasElement);
    await expect(verify.count()).toBe(1);
    await expect(await bought.bodies()).toEqual([{ id: 1 }]);
  },
};

// Without `have_pay` and without a password on the platform: verify_pay's refusal is shown in the
// password sheet; nothing is bought.
export const ShowsVerifyRefusalWhenHavePayIsAbsent: Story = {
  beforeEach({ msw }) {
    db().merchant.have_pay = null;
    db().merchant.payPassword = null;
    bought.reset();
    msw.use(bought.handler);
  },
  play: async ({ canvasElement }) => {
    const sheet = await openPassword(canvasElement);
    await typePayPassword(canvasElement, '123456');
    await expect(
      await within(sheet).findByText('Please set a payment password first'),
    ).toBeVisible();
    await expect(bought.count()).toBe(0);
  },
};

// Only an explicit `have_pay` 0 stops the payment to have a password set first.
export const AsksToSetPasswordWhenHavePayIsZero: Story = {
  parameters: { seed: 'noPayPassword' },
  beforeEach: verify.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = inBody(canvasElement);
    await canvas.findByText('已读取店铺资料');
    await userEvent.click(canvas.getByRole('button', { name: '购买 Express Lane Starter' }));
    const dialog = await body.findByRole('alertdialog', { name: '请先设置支付密码' });
    await expect(within(dialog).getByRole('link', { name: '去设置' })).toHaveAttribute(
      'href',
      '/setPaypwd?redirect=%2FstoreExpress',
    );
    await expect(body.queryByRole('dialog', { name: '请输入支付密码' })).toBeNull();
    await expect(verify.count()).toBe(0);
  },
};

// The platform offers no reset of the payment password: "forgot" leads to customer service, told
// what to ask, with the way back to the payment.
export const ForgotPaymentPassword: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('"forgot payment password?" in the password sheet', async () => {
      const sheet = await openPassword(canvasElement);
      const forgot = within(sheet).getByRole('link', { name: '忘记支付密码？' });
      await expect(forgot).toHaveAttribute(
        'href',
        '/service?about=payPassword&redirect=%2FstoreExpress',
      );
      // (A tap in the first moments after the sheet opens is taken for a double tap: retry.)
      await waitFor(
        async () => {
          if (forgot.isConnected) await userEvent.click(forgot);
          await expect(locationOf(canvasElement)).toMatch(/^\/service/);
        },
        { timeout: WAIT },
      );
    });
    await step('customer service (getChat), with what to ask', async () => {
      await expectLocation(canvasElement, '/service?about=payPassword&redirect=%2FstoreExpress');
      await sheetsClosed(canvasElement);
      await expect(
        await canvas.findByText(
          '支付密码无法自助找回：请告诉客服您要重置支付密码，并提供您的店铺账号。',
        ),
      ).toBeVisible();
      await expect(await canvas.findByTitle('在线客服聊天')).toHaveAttribute(
        'src',
        'https://service.example.com/chat/demo',
      );
    });
    await step('and back to the payment', async () => {
      await userEvent.click(canvas.getByRole('link', { name: '返回支付' }));
      await expectLocation(canvasElement, '/storeExpress');
      await expect(
        await canvas.findByRole('button', { name: '购买 Express Lane Starter' }),
      ).toBeVisible();
    });
  },
};
