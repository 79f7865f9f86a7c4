import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse, http } from 'msw';
import { BASE } from '@merchant/mocks';
import {
  expectLocation,
  expectRowsToEnd,
  expectToast,
  lastSeenStates,
  recordRequests,
  savedFiles,
  screenStates,
  shown,
  shownTime,
  stubDownloads,
  WAIT,
} from '../../../testing';
import { rowValue } from '../shared/storySteps';
import { FundsRecordsScreen } from './FundsRecordsScreen';

const meta = {
  title: 'Screens/Wallet/FundsRecords',
  component: FundsRecordsScreen,
  parameters: { route: '/fundsRecords' },
} satisfies Meta<typeof FundsRecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const BILL = '/merchant/merchant/bill';

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '资金记录' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部', selected: true })).toBeVisible();
    const [first] = await canvas.findAllByRole('article', {}, { timeout: WAIT });
    // Named by its title, as the platform's client shows it; out: "−" and the word for screen
    // readers, not only the colour.
    await expect(within(first!).getByRole('heading', { name: 'Express lane' })).toBeVisible();
    await expect(within(first!).getByText(shown('299.00')).parentElement).toHaveTextContent(
      `支出 −${shown('299.00')}`,
    );
    await expect(rowValue(first!, '余额')).toBe(shown('2580.00'));
    await expect(rowValue(first!, '时间')).toBe(shownTime('2026-11-20 20:00:00'));
    await expect(rowValue(first!, '备注')).toBe('Bought Express Lane Pro');
    await expect(canvas.getAllByRole('article').length).toBeGreaterThanOrEqual(10);
    await expect(canvas.getByRole('button', { name: '导出当前记录为 CSV' })).toBeEnabled();
  },
};

const states = screenStates({
  reads: [['get', BILL]],
  content: (canvas) => canvas.queryByRole('article'),
});
const exportDisabled = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('button', { name: '导出当前记录为 CSV' })).toBeDisabled();

export const Loading: Story = states.Loading({ also: exportDisabled });

export const Empty: Story = states.Empty('暂无记录', { also: exportDisabled });

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const SwitchesTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article', {}, { timeout: WAIT });

    await userEvent.click(canvas.getByRole('tab', { name: '提现' }));
    await expectLocation(canvasElement, '/fundsRecords?type=extract');
    // Five withdrawals and the refund of the rejected one, by their titles.
    await waitFor(
      () =>
        expect([...headings(canvasElement)].sort()).toEqual([
          ...Array(5).fill('Withdrawal'),
          'Withdrawal refund',
        ]),
      { timeout: WAIT },
    );
    const [withdrawal] = canvas.getAllByRole('article');
    await expect(rowValue(withdrawal!, '备注')).toBe('Withdrawal WD202611200001');

    await userEvent.click(canvas.getByRole('tab', { name: '充值' }));
    await waitFor(
      () => expect(headings(canvasElement)).toEqual(['Deposit', 'Deposit', 'Deposit']),
      {
        timeout: WAIT,
      },
    );
    const [deposit] = canvas.getAllByRole('article');
    // In: "+" and the word for screen readers.
    await expect(within(deposit!).getByText(shown('1000.00')).parentElement).toHaveTextContent(
      `收入 +${shown('1000.00')}`,
    );

    await userEvent.click(canvas.getByRole('tab', { name: '直通车' }));
    await waitFor(() => expect(headings(canvasElement)).toEqual(Array(4).fill('Express lane')), {
      timeout: WAIT,
    });
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expectLocation(canvasElement, '/fundsRecords');
  },
};

export const ExportsCsv: Story = {
  parameters: { route: '/fundsRecords?type=recharge' },
  beforeEach: () => stubDownloads(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(headings(canvasElement)).toHaveLength(3), { timeout: WAIT });
    await userEvent.click(canvas.getByRole('button', { name: '导出当前记录为 CSV' }));
    await expectToast(canvasElement, '已导出 3 条记录');
    const [file] = savedFiles();
    await expect(file?.name).toBe('资金记录-充值.csv');
    await expect(file?.blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await file!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toBe('时间,类型,收支,金额,余额,备注');
    await expect(lines[1]).toBe(
      '2026-11-16 16:00:00,充值,收入,1000.00,3058.90,Deposit RC202611160002 approved',
    );
    await expect(lines).toHaveLength(5);
  },
};

const billPages = recordRequests('get', BILL);

/** One bill row as the platform may send it: no `id`, no `type`, no `memo` (never read). */
const bare = (n: number) => ({
  title: `Movement ${n}`,
  createtime: `2026-11-${String(20 - (n % 19)).padStart(2, '0')} 10:00:00`,
  pm: n % 2,
  money: '1.00',
  after: `${100 + n}.00`,
});

/**
 * Rows without an id still show (keyed by place and content), and the list ends on an empty
 * page, not by a `count` (here wrong: 1).
 */
export const PagesUntilEmptyPage: Story = {
  beforeEach({ msw }) {
    billPages.reset();
    const pages: Record<string, object[]> = {
      '1': Array.from({ length: 10 }, (_, i) => bare(i + 1)),
      '2': [bare(11), bare(12)],
    };
    msw.use(
      billPages.handler,
      http.get(`${BASE}${BILL}`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        return HttpResponse.json({
          code: 1,
          msg: 'ok',
          time: '1',
          data: { count: 1, list: pages[page] ?? [] },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '资金明细' }, { timeout: WAIT });
    await expectRowsToEnd(list, 12, (last) =>
      expect(within(last).getByRole('heading')).toHaveTextContent('Movement 12'),
    );
    await expect(await canvas.findByText('没有更多了', {}, { timeout: WAIT })).toBeVisible();
    // Pages 1 and 2, then the empty page 3 that ends the list.
    await expect(billPages.queries().map((q) => q.get('page'))).toEqual(['1', '2', '3']);
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('article') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
