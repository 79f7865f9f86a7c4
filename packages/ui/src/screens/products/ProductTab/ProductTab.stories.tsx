import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { BASE } from '@merchant/mocks';
import { screenStates } from '../../../testing';
import { ProductTabScreen } from './ProductTabScreen';

const meta = {
  title: 'Screens/Products/ProductTab',
  component: ProductTabScreen,
  parameters: { route: '/product' },
} satisfies Meta<typeof ProductTabScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('story-location').textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '商品' })).toBeVisible();
    // A tab page: no back button.
    await expect(canvas.queryByRole('button', { name: '返回' })).toBeNull();
    const list = await canvas.findByRole('list');
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(6);
    // The best seller first: title, price, sales and clicks as the platform sends them.
    await expect(rows[0]).toHaveTextContent('Pro Jump Rope');
    await expect(rows[0]).toHaveTextContent(/12\.40/);
    await expect(rows[0]).toHaveTextContent(/销量 257/);
    // Counts in the page's language (grouped: 1,947).
    await expect(rows[0]).toHaveTextContent(/点击量 1,947/);
    await expect(rows[0]).toHaveAccessibleName(/第 1 名/);
    await expect(rows[5]).toHaveTextContent('Plush Koala Friend');
    await expect(rows[0]).toHaveAttribute('href', '/goodsDetail?id=57');
    const image = rows[0]?.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: /我的商品/ })).toHaveAttribute('href', '/goods');
  },
};

const states = screenStates({
  reads: [['get', '/merchant/product/hot']],
  content: (canvas) => canvas.queryByText('Pro Jump Rope'),
});
const toDistribution = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('link', { name: /分销中心/ })).toHaveAttribute(
    'href',
    '/distribution',
  );

export const Loading: Story = states.Loading({
  also: async (canvasElement) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The shortcuts work while the list loads.
    await toDistribution(canvasElement);
  },
});

export const Empty: Story = states.Empty('暂无热销商品', { also: toDistribution });

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const OpensDistributionCentre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /分销中心/ }));
    await expect(location(canvasElement)).toBe('/distribution');
  },
};

/** Two best sellers as a platform that sends no `id` (its public client never reads it). */
const HOT_WITHOUT_IDS = [
  {
    product_id: 57,
    sales: 257,
    goods: { title: 'Pro Jump Rope', image: '', sales_price: '12.40' },
  },
  {
    product_id: 28,
    sales: 120,
    goods: { title: 'Plush Koala Friend', image: '', sales_price: '18.90' },
  },
];

export const ShowsBestSellersWithoutId: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${BASE}/merchant/product/hot`, () =>
        HttpResponse.json({ code: 1, msg: 'ok', time: '1795000000', data: HOT_WITHOUT_IDS }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list');
    const rows = within(list).getAllByRole('link');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Pro Jump Rope');
    await expect(rows[0]).toHaveAttribute('href', '/goodsDetail?id=57');
    await expect(rows[1]).toHaveTextContent('Plush Koala Friend');
    await expect(canvas.queryByText('加载失败')).toBeNull();
  },
};
