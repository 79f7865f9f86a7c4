import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { MoneyText } from '../MoneyText';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { TextField } from '../TextField';
import { moneyFromCents } from '@merchant/api';
import { BottomBar } from './BottomBar';

const meta = {
  title: 'Primitives/BottomBar',
  tags: ['autodocs'],
  component: BottomBar,
  args: { children: <Button block>确认提现</Button> },
  render: (args) => (
    <Page navBar={<NavBar title="提现" onBack={fn()} />} footer={<BottomBar {...args} />}>
      <CellGroup layout="inset">
        {Array.from({ length: 14 }, (_, i) => (
          <Cell key={i} label={`明细 ${i + 1}`} value="$10.00" />
        ))}
      </CellGroup>
    </Page>
  ),
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StaysAtTheBottom: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '确认提现' });
    const bar = button.parentElement?.parentElement as HTMLElement;
    // The page is longer than the screen, and the bar is still on it, at the bottom.
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    await expect(bar.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() =>
      expect(bar.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0),
    );
    window.scrollTo(0, 0);
  },
};

export const WithSummary: Story = {
  args: {
    summary: (
      <>
        已选 3 项，合计 <MoneyText value={moneyFromCents(4599n)} />
      </>
    ),
    children: (
      <>
        <Button variant="secondary">取消</Button>
        <Button onClick={fn()}>批量提货</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/已选 3 项/)).toBeVisible();
    const pick = canvas.getByRole('button', { name: '批量提货' });
    await expect(pick.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** A fake visual viewport 300px shorter than the window: the keyboard is up. */
function keyboardUp() {
  const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
  const viewport = Object.assign(new EventTarget(), {
    height: window.innerHeight - 300,
    width: window.innerWidth,
    offsetTop: 0,
    offsetLeft: 0,
    pageTop: 0,
    pageLeft: 0,
    scale: 1,
  });
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  return () => {
    if (original) Object.defineProperty(window, 'visualViewport', original);
  };
}

export const RidesAboveTheKeyboard: Story = {
  beforeEach: keyboardUp,
  render: (args) => (
    <Page
      background="surface"
      navBar={<NavBar title="添加银行卡" onBack={fn()} />}
      footer={<BottomBar {...args} />}
    >
      <TextField label="银行名称" name="bank" autoComplete="off" />
      <TextField label="银行卡号" name="card" inputMode="numeric" autoComplete="cc-number" />
    </Page>
  ),
  args: { children: <Button block>保存</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('银行卡号'));
    const bar = canvas.getByRole('button', { name: '保存' }).parentElement
      ?.parentElement as HTMLElement;
    await waitFor(() =>
      expect(bar.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight - 300, 0),
    );
    await expect(bar).toHaveAttribute('data-keyboard', 'open');
  },
};
