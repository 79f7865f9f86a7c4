import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UNSAFE_HTML_PRODUCT_ID, db } from '@merchant/mocks';
import { recordRequests, screenStates } from '../../../testing';
import { GoodsDetailScreen } from './GoodsDetailScreen';

const meta = {
  title: 'Screens/Products/GoodsDetail',
  component: GoodsDetailScreen,
  parameters: { route: '/goodsDetail?id=1' },
} satisfies Meta<typeof GoodsDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/merchant/product/detail';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '商品详情' })).toBeVisible();
    const summary = await canvas.findByRole('region', { name: 'Aurora Ceramic Mug' });
    await expect(summary).toHaveTextContent(/进货价.*10\.00/);
    await expect(summary).toHaveTextContent(/售价.*12\.50/);
    await expect(summary).toHaveTextContent(/利润.*2\.50/);
    await expect(summary).toHaveTextContent(/库存\s*77/);
    await expect(summary).toHaveTextContent(/浏览量\s*173/);
    // The specifications and the (sanitised) description.
    await expect(canvas.getByRole('region', { name: '商品规格' })).toHaveTextContent(
      /Colour.*Ivory, Sage, Charcoal/,
    );
    await expect(await canvas.findByText('Quality checked before dispatch')).toBeVisible();
    // The gallery: three lazy images, dots that are buttons and follow the shown image.
    const gallery = canvas.getByRole('region', { name: '商品图片' });
    const images = within(gallery).getAllByRole('img', { name: 'Aurora Ceramic Mug' });
    await expect(images).toHaveLength(3);
    for (const image of images) await expect(image).toHaveAttribute('loading', 'lazy');
    const second = within(gallery).getByRole('button', { name: '查看第 2 张图片' });
    await expect(within(gallery).getByRole('button', { name: '查看第 1 张图片' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    await expect(
      within(gallery).getByRole('group', { name: '第 2 张，共 3 张' }),
    ).toBeInTheDocument();
  },
};

const states = screenStates({
  reads: [['get', DETAIL]],
  content: (canvas) => canvas.queryByRole('region', { name: 'Aurora Ceramic Mug' }),
});
const busy = (canvasElement: HTMLElement) =>
  expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();

export const Loading: Story = states.Loading({ also: busy });

export const Empty: Story = {
  // A product with nothing but its prices: no pictures, specifications or description.
  beforeEach() {
    const product = db().products.find((row) => row.product_id === 1);
    if (!product) throw new Error('the default seed has no product 1');
    Object.assign(product, { image: '', images: [], specs: [], content: '' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Aurora Ceramic Mug' });
    await expect(summary).toHaveTextContent(/售价.*12\.50/);
    await expect(canvas.getByText('暂无商品详情')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '商品图片' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '商品规格' })).toBeNull();
  },
};

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

export const NotFound: Story = {
  parameters: { route: '/goodsDetail?id=9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('商品不存在')).toBeVisible();
    // The server's reason (code 0).
    await expect(canvas.getByText('The product does not exist')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '商品图片' })).toBeNull();
  },
};

const detailCalls = recordRequests('get', DETAIL);

export const NotFoundForInvalidId: Story = {
  parameters: { route: '/goodsDetail?id=abc' },
  beforeEach: detailCalls.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('商品不存在')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // An id that is not a positive number is never sent.
    await expect(detailCalls.count()).toBe(0);
  },
};

declare global {
  interface Window {
    __demoInjected?: boolean;
  }
}

export const SanitisesDescription: Story = {
  parameters: { route: `/goodsDetail?id=${UNSAFE_HTML_PRODUCT_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(await canvas.findByText(/Hand-finished copper/)).toBeVisible();
    const description = canvas.getByRole('region', { name: '商品详情' });
    // The fixture's <script>, onerror= and javascript: link are gone; the safe content stays.
    await expect(description.querySelector('script')).toBeNull();
    await expect(description.innerHTML).not.toMatch(/__demoInjected|alert\(|onerror|javascript:/i);
    await expect(canvasElement.ownerDocument.querySelector('[onerror]')).toBeNull();
    const link = within(description).getByText('Care guide');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    await expect(within(description).getByRole('img', { name: 'broken' })).not.toHaveAttribute(
      'onerror',
    );
    // Give a surviving handler the chance to fire (the broken image fails to load at once).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(view.__demoInjected).toBeUndefined();
  },
};
