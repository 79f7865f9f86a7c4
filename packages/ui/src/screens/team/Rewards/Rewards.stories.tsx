import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addMoney, formatMoney, moneyFromCents, percentOf, type Money } from '@merchant/api';
import { db } from '@merchant/mocks';
import { readPercent } from '../../../data/kit/read';
import { expectNotOffered, notOffered, screenStates, shown, stall } from '../../../testing';
import { RecommendedRulesScreen, RewardsScreen } from './RewardsScreen';

const meta = {
  title: 'Screens/Team/Rewards',
  component: RewardsScreen,
  parameters: { route: '/recommendedGifts' },
} satisfies Meta<typeof RewardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = '/merchant/team/info';

/** An amount as the screens show it in zh-CN. */
const shownMoney = (amount: Money) => formatMoney(amount, 'zh-CN');

/** A table row's cells by its row header. */
const rowOf = (table: HTMLElement, header: string) => {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`No row ${header}`);
  return within(row).getAllByRole('cell');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '推荐奖励' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '推荐好友开店，赚取两级奖励' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '立即邀请' })).toHaveAttribute(
      'href',
      '/teamInvitation',
    );
    const levels = canvas.getByRole('region', { name: '两级推荐奖励' });
    const [first, second] = within(levels).getAllByRole('listitem');
    await expect(first).toHaveTextContent('一级奖励5%');
    await expect(first).toHaveTextContent('您的一级成员： 13');
    await expect(second).toHaveTextContent('二级奖励2.5%');
    await expect(second).toHaveTextContent('您的二级成员： 7');
    await expect(canvas.getByRole('table', { name: '计算示例' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '推荐规则' })).toHaveAttribute(
      'href',
      '/recommendedRules',
    );
  },
};

const states = screenStates({
  reads: [['get', INFO]],
  content: (canvas) => canvas.queryByRole('table'),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const ComputesWorkedExample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '计算示例' });
    // The worked example: 10,000 of revenue per shop, at the rates the platform sends.
    const revenue = moneyFromCents(1_000_000);
    const { level1_rate, level2_rate } = db().teamInfo;
    const rates = [readPercent(level1_rate), readPercent(level2_rate)];
    const rewards = rates.map((rate) => {
      if (rate === null) throw new Error('unreadable demo rate');
      return percentOf(revenue, rate.numerator, rate.denominator);
    });
    const [first = revenue, second = revenue] = rewards;

    const level1 = rowOf(table, '一级成员商家');
    await expect(level1[0]).toHaveTextContent(shownMoney(revenue));
    await expect(level1[1]).toHaveTextContent(`${level1_rate}%`);
    await expect(level1[2]).toHaveTextContent(shownMoney(first));
    const level2 = rowOf(table, '二级成员商家');
    await expect(level2[0]).toHaveTextContent(shownMoney(revenue));
    await expect(level2[1]).toHaveTextContent(`${level2_rate}%`);
    await expect(level2[2]).toHaveTextContent(shownMoney(second));
    const total = rowOf(table, '合计奖励');
    await expect(total[0]).toHaveTextContent(shownMoney(addMoney(first, second)));
    // With the demo rates (5% and 2.5%): 500.00 + 250.00.
    await expect(total[0]).toHaveTextContent(shown('750.00'));
  },
};

/** The rules' own page (/recommendedRules), beside the rewards page. */
const rulesPage = {
  parameters: { route: '/recommendedRules' },
  render: () => <RecommendedRulesScreen />,
} satisfies Story;

export const ShowsRules: Story = {
  ...rulesPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '推荐规则' })).toBeVisible();
    const rules = await canvas.findByRole('region', { name: '推荐规则' });
    const items = within(rules).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('一级成员邀请注册的商家是您的二级成员');
    await expect(await canvas.findByRole('table', { name: '计算示例' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '立即邀请' })).toHaveAttribute(
      'href',
      '/teamInvitation',
    );
    await expect(canvas.queryByText(/您的一级成员：/)).toBeNull();
  },
};

/**
 * A platform without team/info (its public client never calls it): the rates are unknown; the
 * page says it does not offer them, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({ title: '推荐奖励' });

/** The rules are the app's own text: they show while team/info has not answered. */
export const ShowsRulesWhileRatesLoad: Story = {
  ...rulesPage,
  beforeEach({ msw }) {
    msw.use(stall('get', INFO));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = await canvas.findByRole('region', { name: '推荐规则' });
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(4);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Without team/info the rules still show; only the rates say they are not offered. */
export const ShowsRulesWhenRatesNotOffered: Story = {
  ...rulesPage,
  beforeEach({ msw }) {
    msw.use(notOffered('get', INFO));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    const rules = canvas.getByRole('region', { name: '推荐规则' });
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
