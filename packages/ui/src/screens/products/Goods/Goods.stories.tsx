import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BASE, db, refuse } from '@merchant/mocks';
import {
  lastSeenStates,
  locationOf,
  recording,
  recordRequests,
  screenStates,
} from '../../../testing';
import { GoodsScreen } from './GoodsScreen';

const meta = {
  title: 'Screens/Products/Goods',
  component: GoodsScreen,
  parameters: { route: '/goods' },
} satisfies Meta<typeof GoodsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const MANAGE = '/merchant/product/manage';
const SET_SWITCH = '/merchant/product/setSwitch';
const DEL = '/merchant/product/del';

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const shopRow = (id: number) => db().shopProducts.find((row) => row.id === id);

/** Holds the calls of one path back for `ms`, then lets the fake platform answer them. */
function slow(path: string, ms: number) {
  return http.post(`${BASE}${path}`, async () => {
    await delay(ms);
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的商品' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '出售中' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    await expect(cards(canvasElement)).toHaveLength(10);
    await expect(first).toHaveTextContent(/进货价.*8\.96/);
    await expect(first).toHaveTextContent(/售价.*11\.20/);
    await expect(first).toHaveTextContent(/利润.*2\.24/);
    await expect(first).toHaveTextContent('浏览量 470 · 销量 10 · 库存 330');
    await expect(
      within(first).getByRole('switch', { name: '上架 Colour Crayon Tin' }),
    ).toBeChecked();
    await expect(within(first).queryByText('推荐')).toBeNull();
    const recommended = canvas.getByRole('article', { name: 'Rainbow Stacking Rings' });
    await expect(within(recommended).getByText('推荐')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Colour Crayon Tin' })).toHaveAttribute(
      'href',
      '/goodsDetail?id=70',
    );
    // The first screen's pictures load at once and first; the rows below, when scrolled near.
    const images = [...canvasElement.querySelectorAll('article img')];
    await expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
  },
};

const states = screenStates({ reads: [['get', MANAGE]] });

export const Loading: Story = states.Loading({
  also: async (canvasElement) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(within(canvasElement).getByRole('tab', { name: '仓库中' })).toBeEnabled();
  },
});

export const Empty: Story = states.Empty('暂无出售中的商品', {
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '去分销中心选品' })).toHaveAttribute(
      'href',
      '/distribution',
    );
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(await canvas.findByText('店铺里还没有商品')).toBeVisible();
  },
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

const switchCalls = recordRequests('post', SET_SWITCH);

/** Switches Colour Crayon Tin off the shelf; it leaves the list at once (before any answer). */
async function switchOffShelf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
  await userEvent.click(within(card).getByRole('switch', { name: '上架 Colour Crayon Tin' }));
  await waitFor(() =>
    expect(canvas.queryByRole('article', { name: 'Colour Crayon Tin' })).toBeNull(),
  );
}

/** Taps delete on Colour Crayon Tin; returns the confirmation dialog. */
async function askToRemove(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
  await userEvent.click(canvas.getByRole('button', { name: '删除 Colour Crayon Tin' }));
  return within(canvasElement.ownerDocument.body).findByRole(
    'alertdialog',
    { name: '删除“Colour Crayon Tin”？' },
    { timeout: 3000 },
  );
}

export const TakesProductOffShelf: Story = {
  beforeEach: recording([switchCalls], slow(SET_SWITCH, 600)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Optimistic: the row leaves "selling" before the server has answered.
    await switchOffShelf(canvasElement);
    await expect(shopRow(30)?.switch).toBe(1);
    await waitFor(() => expect(body.getByText('Off shelf')).toBeVisible());
    await expect(shopRow(30)?.switch).toBe(0);
    // The listing id, the switch as a string.
    await expect(await switchCalls.bodies()).toEqual([{ id: 30, switch: '0' }]);
    // ...and is in the warehouse now.
    await userEvent.click(canvas.getByRole('tab', { name: '仓库中' }));
    const moved = await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    await expect(
      within(moved).getByRole('switch', { name: '上架 Colour Crayon Tin' }),
    ).not.toBeChecked();
    await expect(cards(canvasElement)).toHaveLength(7);
  },
};

export const RollsBackWhenSwitchRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('post', SET_SWITCH, 'This product has unfinished orders'));
    msw.use(slow(SET_SWITCH, 400));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await switchOffShelf(canvasElement);
    // The refusal puts it back, on the shelf, with the server's message.
    await waitFor(() => expect(body.getByText('This product has unfinished orders')).toBeVisible());
    const back = await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    await expect(
      within(back).getByRole('switch', { name: '上架 Colour Crayon Tin' }),
    ).toBeChecked();
    await expect(cards(canvasElement)[0]).toBe(back);
    await expect(shopRow(30)?.switch).toBe(1);
  },
};

const delCalls = recordRequests('post', DEL);

export const RemovesAfterConfirm: Story = {
  beforeEach: delCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await askToRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Colour Crayon Tin' })).toBeNull(),
    );
    await waitFor(() => expect(body.getByText('Removed')).toBeVisible());
    await expect(shopRow(30)).toBeUndefined();
    // The catalogue product id (70), not the listing id (30).
    await expect(await delCalls.bodies()).toEqual([{ ids: 70 }]);
    await expect(canvas.getByRole('article', { name: 'Plush Koala Friend' })).toBeVisible();
  },
};

export const KeepsProductWhenRemoveCancelled: Story = {
  beforeEach: delCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await askToRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('article', { name: 'Colour Crayon Tin' })).toBeVisible();
    await expect(delCalls.count()).toBe(0);
    await expect(shopRow(30)).toBeDefined();
  },
};

/** What the shop still listed when each del call arrived (the calls held back 200 ms each). */
const listedAtCall: number[][] = [];

export const RemovesProductsOneCallEach: Story = {
  beforeEach({ msw }) {
    delCalls.reset();
    listedAtCall.length = 0;
    msw.use(
      delCalls.handler,
      http.post(`${BASE}${DEL}`, async () => {
        listedAtCall.push(db().shopProducts.map((row) => row.id));
        await delay(200);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    const koala = shopRow(28)?.product_id;
    const bar = within(canvasElement.querySelector('[data-keyboard]') as HTMLElement);
    await expect(bar.getByRole('button', { name: '删除' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Colour Crayon Tin' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Plush Koala Friend' }));
    await expect(canvas.getByRole('checkbox', { name: '全选已加载' })).toBePartiallyChecked();
    await userEvent.click(bar.getByRole('button', { name: '删除' }));
    const dialog = await body.findByRole(
      'alertdialog',
      { name: '删除所选的 2 件商品？' },
      { timeout: 3000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Colour Crayon Tin' })).toBeNull(),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Plush Koala Friend' })).toBeNull(),
    );
    await waitFor(() => expect(body.getByText('已删除 2 件商品')).toBeVisible());
    // One call per product, one after another, each with its catalogue product id.
    await expect(await delCalls.bodies()).toEqual([{ ids: 70 }, { ids: koala }]);
    // The second call went only once the first had answered (one at a time).
    await expect(listedAtCall[0]).toContain(30);
    await expect(listedAtCall[1]).not.toContain(30);
    await expect(shopRow(30) ?? shopRow(28)).toBeUndefined();
    await expect(canvas.getByRole('checkbox', { name: '全选已加载' })).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The platform refuses to remove one product (the koala, listing 28) and removes the others. */
function refuseKoala() {
  return http.post(`${BASE}${DEL}`, async ({ request }) => {
    const { ids } = (await request.clone().json()) as { ids: number };
    if (ids !== shopRow(28)?.product_id) return undefined;
    return HttpResponse.json({
      code: 0,
      msg: 'This product has unfinished orders',
      time: '1795000000',
      data: null,
    });
  });
}

export const ReportsPartialRemoval: Story = {
  beforeEach: recording([delCalls], refuseKoala()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    const bar = within(canvasElement.querySelector('[data-keyboard]') as HTMLElement);
    for (const title of ['Colour Crayon Tin', 'Plush Koala Friend', 'Rainbow Stacking Rings']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `选择 ${title}` }));
    }
    await userEvent.click(bar.getByRole('button', { name: '删除' }));
    const dialog = await body.findByRole(
      'alertdialog',
      { name: '删除所选的 3 件商品？' },
      { timeout: 3000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    // Every product was tried, one call each; the refused one stays, the others left.
    await waitFor(() => expect(delCalls.count()).toBe(3));
    await waitFor(() => expect(body.getByText('3 件商品中已删除 2 件，其余未删除')).toBeVisible());
    const report = await canvas.findByRole('alert');
    await expect(report).toHaveTextContent('已删除 2 / 3 件商品');
    await expect(report).toHaveTextContent(
      '“Plush Koala Friend”：This product has unfinished orders',
    );
    await expect(report).toHaveTextContent(
      '已从店铺删除：“Colour Crayon Tin”“Rainbow Stacking Rings”以下 1 件商品仍在店铺中：',
    );
    await expect(await canvas.findByRole('article', { name: 'Plush Koala Friend' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Colour Crayon Tin' })).toBeNull();
    await expect(canvas.queryByRole('article', { name: 'Rainbow Stacking Rings' })).toBeNull();
    await expect(shopRow(28)).toBeDefined();
    await expect(shopRow(30)).toBeUndefined();
    // The refused product stays ticked, to try again; the note goes when dismissed.
    await expect(canvas.getByRole('checkbox', { name: '选择 Plush Koala Friend' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '知道了' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const BatchTakesProductsOffShelf: Story = {
  beforeEach: switchCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    const bar = within(canvasElement.querySelector('[data-keyboard]') as HTMLElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Colour Crayon Tin' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Plush Koala Friend' }));
    await userEvent.click(bar.getByRole('button', { name: '下架' }));
    await waitFor(() => expect(shopRow(28)?.switch).toBe(0));
    // One setSwitch call per row, in order.
    await expect(await switchCalls.bodies()).toEqual([
      { id: 30, switch: '0' },
      { id: 28, switch: '0' },
    ]);
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Plush Koala Friend' })).toBeNull(),
    );
    await expect(canvas.queryByRole('article', { name: 'Colour Crayon Tin' })).toBeNull();
  },
};

export const KeepsFiltersInAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Colour Crayon Tin' });
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    // Replaced, not pushed: Back leaves the page instead of stepping through filters.
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/goods?tab=all'));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), 'koala{Enter}');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/goods?tab=all&search=koala'));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Plush Koala Friend' })).toBeVisible();
  },
};

export const RestoresFiltersFromAddress: Story = {
  parameters: { route: '/goods?tab=all&search=koala' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Coming back to the page: the same tab, search and list.
    await expect(await canvas.findByRole('article', { name: 'Plush Koala Friend' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('koala');
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/goods?tab=all'));
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('article') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
