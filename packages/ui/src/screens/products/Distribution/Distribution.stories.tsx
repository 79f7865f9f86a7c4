import type { Meta, StoryObj } from '@storybook/react-vite';

import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, notOffered, refuse } from '@merchant/mocks';
import {
  expectNotOffered,
  expectRowsToEnd,
  lastSeenStates,
  locationOf,
  recordRequests,
  screenStates,
} from '../../../testing';
import { DistributionScreen } from './DistributionScreen';

const meta = {
  title: 'Screens/Products/Distribution',
  component: DistributionScreen,
  parameters: { route: '/distribution' },
} satisfies Meta<typeof DistributionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CATALOGUE = '/merchant/product/product';

/** The product cards shown (each an article named by its title). */
const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const titles = (canvasElement: HTMLElement) =>
  cards(canvasElement).map((card) => card.querySelector('h2')?.textContent);
const inShop = (productId: number) => db().shopProducts.some((row) => row.product_id === productId);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '分销中心' })).toBeVisible();
    const first = await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await expect(cards(canvasElement)).toHaveLength(10);
    // Purchase price, selling price and profit as the platform sends them.
    await expect(first).toHaveTextContent(/进货价.*27\.20/);
    await expect(first).toHaveTextContent(/售价.*34\.00/);
    await expect(first).toHaveTextContent(/利润.*6\.80/);
    await expect(within(first).getByText('热销')).toBeVisible();
    // The first screen's pictures load at once and first; the rows below, when scrolled near.
    const images = [...canvasElement.querySelectorAll('article img')];
    await expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('tab', { name: 'Electronics' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加 Bamboo Dish Rack' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /添加所选/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

const states = screenStates({ reads: [['get', CATALOGUE]] });

export const Loading: Story = states.Loading({
  also: async (canvasElement) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(cards(canvasElement)).toHaveLength(0);
    // The search and the filters are usable at once.
    await expect(within(canvasElement).getByRole('searchbox', { name: '搜索商品' })).toBeEnabled();
  },
});

export const Empty: Story = states.Empty('暂无数据', {
  also: async (canvasElement) => {
    await expect(cards(canvasElement)).toHaveLength(0);
    // Nothing to select: no batch bar.
    await expect(within(canvasElement).queryByRole('button', { name: /添加所选/ })).toBeNull();
  },
});

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const FiltersByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await userEvent.click(await canvas.findByRole('tab', { name: 'Electronics' }));
    await canvas.findByRole('article', { name: 'Nimbus Smart Plug' });
    await expect(canvas.getByRole('tab', { name: 'Electronics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('article', { name: 'Bamboo Dish Rack' })).toBeNull();
    // The 8 electronics not yet in the shop fit on one page.
    await expect(cards(canvasElement)).toHaveLength(8);
    await expect(canvas.getByRole('article', { name: 'Pixel Action Camera' })).toHaveTextContent(
      /149\.00/,
    );
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

export const SearchesByTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    const search = canvas.getByRole('searchbox', { name: '搜索商品' });
    await userEvent.type(search, 'blanket{Enter}');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(['Wool Throw Blanket', 'Meadow Picnic Blanket']),
    );
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(10));
    // Typing alone searches too, after a pause.
    await userEvent.type(search, 'kettle');
    await expect(await canvas.findByText('没有符合条件的商品')).toBeVisible();
  },
};

const calls = recordRequests('get', CATALOGUE);

/** Types a price range in the open price filter and applies it. */
async function filterByPrice(canvasElement: HTMLElement, low: string, high: string) {
  const canvas = within(canvasElement);
  const min = canvas.getByRole('textbox', { name: '最低价' });
  const max = canvas.getByRole('textbox', { name: '最高价' });
  await userEvent.clear(min);
  await userEvent.type(min, low);
  await userEvent.clear(max);
  await userEvent.type(max, high);
  await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
}

/** Taps "add all hot" once the list is there and confirms it. */
async function addAllHot(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
  await userEvent.click(canvas.getByRole('button', { name: '一键添加热销' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'alertdialog',
    { name: '添加全部热销商品？' },
    { timeout: 3000 },
  );
  await userEvent.click(within(dialog).getByRole('button', { name: '全部添加' }));
}

export const RejectsInvalidPriceRange: Story = {
  beforeEach: calls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await userEvent.click(canvas.getByRole('button', { name: '价格筛选' }));
    const min = canvas.getByRole('textbox', { name: '最低价' });
    const max = canvas.getByRole('textbox', { name: '最高价' });
    await expect(min).toHaveAttribute('inputmode', 'decimal');

    await filterByPrice(canvasElement, '50', '10');
    await expect(await canvas.findByText('最低价不能高于最高价')).toBeVisible();
    await expect(max).toHaveAttribute('aria-invalid', 'true');

    await filterByPrice(canvasElement, '-5', 'abc');
    await expect(await canvas.findByText('价格不能小于 0')).toBeVisible();
    await expect(canvas.getByText('请输入数字，最多两位小数')).toBeVisible();

    // None of the bad ranges reached the server.
    await expect(
      calls.queries().filter((query) => query.has('min_price') || query.has('max_price')),
    ).toEqual([]);
    await expect(cards(canvasElement)).toHaveLength(10);

    // A good range does.
    await filterByPrice(canvasElement, '100', '150');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(['Suede Ankle Boots', 'Pixel Action Camera']),
    );
    // Both ends with isPriceFiltering=true, every category as 0, as the platform's client sends them.
    const sent = calls.queries().find((query) => query.has('min_price'));
    await expect(sent?.get('min_price')).toBe('100.00');
    await expect(sent?.get('max_price')).toBe('150.00');
    await expect(sent?.get('isPriceFiltering')).toBe('true');
    await expect(sent?.get('category_id')).toBe('0');
  },
};

const allCalls = recordRequests('get', CATALOGUE);

export const SendsEveryCategoryAsZero: Story = {
  beforeEach: allCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    // "All" is sent as category_id=0, without a price filter.
    const [first] = allCalls.queries();
    await expect(first?.get('category_id')).toBe('0');
    await expect(first?.has('isPriceFiltering')).toBe(false);
    await expect(first?.has('min_price')).toBe(false);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Electronics' }));
    await waitFor(() => expect(allCalls.queries().at(-1)?.get('category_id')).toBe('3'));
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(titles(canvasElement)[0]).toBe('Bamboo Dish Rack'));
    await expect(allCalls.queries().map((query) => query.get('category_id'))).not.toContain(null);
  },
};

export const LoadsNextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await expect(cards(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThanOrEqual(20));
    await expect(canvas.getByRole('article', { name: 'Aviator Sunglasses' })).toBeVisible();
    // 48 products, 10 a page: five pages, then "no more".
    while (!canvas.queryByText('没有更多了')) {
      const more = canvas.queryByRole('button', { name: '加载更多' });
      if (more) await userEvent.click(more);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // All 48 (past the list's first rows, those near the screen are drawn), the last one the
    // catalogue's last.
    const list = canvas.getByRole('list', { name: '可添加的商品' });
    await expectRowsToEnd(list, 48, (row) =>
      expect(within(row).getByRole('article', { name: 'Sandbox Tool Set' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: '加载更多' })).toBeNull();
    // Back at the top, all 48 loaded: where a long list stands after the page's language changes
    // (its picture is taken in English) depends on when its rows are measured again.
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

const addCalls = recordRequests('post', '/merchant/product/add');
const addAllCalls = recordRequests('post', '/merchant/product/addAll');

export const AddsOneProduct: Story = {
  beforeEach: addCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await userEvent.click(canvas.getByRole('button', { name: '添加 Bamboo Dish Rack' }));
    await waitFor(() => expect(body.getByText('Added to your shop')).toBeVisible());
    // One product_id, a number.
    await expect(addCalls.count()).toBe(1);
    await expect((await addCalls.bodies())[0]).toEqual({ ids: 6 });
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Bamboo Dish Rack' })).toBeNull(),
    );
    await expect(inShop(6)).toBe(true);
  },
};

export const AddsSelectedProducts: Story = {
  beforeEach: addAllCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Bamboo Dish Rack' }));
    await expect(canvas.getByRole('checkbox', { name: '全选已加载' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 Stoneware Dinner Plate' }));
    await userEvent.click(canvas.getByRole('button', { name: '添加所选（2）' }));
    await waitFor(() => expect(body.getByText('Added to your shop')).toBeVisible());
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Bamboo Dish Rack' })).toBeNull(),
    );
    await expect(canvas.queryByRole('article', { name: 'Stoneware Dinner Plate' })).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Cast Iron Skillet' })).toBeVisible();
    // The platform lists them in the shop now: one addAll call with both product ids.
    await expect(inShop(6) && inShop(7)).toBe(true);
    await expect(addAllCalls.count()).toBe(1);
    await expect((await addAllCalls.bodies())[0]).toEqual({ ids: [6, 7] });
    await expect(canvas.getByRole('button', { name: /添加所选/ })).toBeDisabled();
  },
};

export const AddsAllHotAfterConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await addAllHot(canvasElement);
    await waitFor(() => expect(body.getByText('Added to your shop')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Hot products (Bamboo Dish Rack, Wool Throw Blanket) left the list; the others stay.
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Bamboo Dish Rack' })).toBeNull(),
    );
    await expect(canvas.queryByRole('article', { name: 'Wool Throw Blanket' })).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Stoneware Dinner Plate' })).toBeVisible();
    await expect(canvas.queryByText('热销')).toBeNull();
    await expect(inShop(6) && inShop(10)).toBe(true);
  },
};

export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/merchant/product/addAllHot'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await addAllHot(canvasElement);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // "Add all hot" gives way to a note naming it; the rest of the page works on.
    const [block] = await expectNotOffered(canvasElement, { layout: 'inline', count: 1 });
    await expect(within(block as HTMLElement).getByText('一键添加热销')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '一键添加热销' })).toBeNull();
    await expect(cards(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '添加 Bamboo Dish Rack' }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Bamboo Dish Rack' })).toBeNull(),
    );
    await expect(inShop(6)).toBe(true);
  },
};

export const ShowsRefusalWhenAddFails: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('post', '/merchant/product/add', 'Your level allows up to 100 products'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await userEvent.click(canvas.getByRole('button', { name: '添加 Bamboo Dish Rack' }));
    await waitFor(() =>
      expect(body.getByText('Your level allows up to 100 products')).toBeVisible(),
    );
    // Nothing was added: the row stays and its button works again.
    await expect(canvas.getByRole('article', { name: 'Bamboo Dish Rack' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加 Bamboo Dish Rack' })).toBeEnabled();
    await expect(inShop(6)).toBe(false);
  },
};

export const KeepsFiltersInAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Bamboo Dish Rack' });
    await userEvent.click(await canvas.findByRole('tab', { name: 'Electronics' }));
    // Replaced, not pushed: Back leaves the page instead of stepping through filters.
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/distribution?category=3'));
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), 'camera{Enter}');
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe('/distribution?category=3&search=camera'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '价格筛选' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '最低价' }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: '最高价' }), '150');
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe(
        '/distribution?category=3&search=camera&min=100.00&max=150.00',
      ),
    );
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Pixel Action Camera']));
  },
};

export const RestoresFiltersFromAddress: Story = {
  parameters: { route: '/distribution?category=3&search=camera&min=100.00&max=150.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Coming back to the page: the same category, search, price range and list.
    await expect(await canvas.findByRole('article', { name: 'Pixel Action Camera' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(1);
    await expect(await canvas.findByRole('tab', { name: 'Electronics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('camera');
    await expect(canvas.getByRole('button', { name: /价格筛选/ })).toHaveTextContent(
      /100\.00.*150\.00/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /价格筛选/ }));
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(locationOf(canvasElement)).toBe('/distribution?category=3&search=camera'),
    );
  },
};

// A returning merchant: what the device kept of the last visit, at once and offline.
const lastSeen = lastSeenStates({ content: (canvas) => canvas.queryAllByRole('article') });
export const AsOfLastVisit: Story = lastSeen.AsOfLastVisit;
export const OfflineAsOf: Story = lastSeen.OfflineAsOf;
export const NeverLoadedOffline: Story = lastSeen.NeverLoadedOffline;
