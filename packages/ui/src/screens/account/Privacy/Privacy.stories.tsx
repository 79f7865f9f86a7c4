import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { BASE } from '@merchant/mocks';
import {
  expectFailureBlock,
  expectNotOffered,
  fail,
  notOffered,
  offline,
  recordRequests,
  stall,
} from '../../../testing';
import { PrivacyScreen } from './PrivacyScreen';

const meta = {
  title: 'Screens/Account/Privacy',
  component: PrivacyScreen,
  parameters: { route: '/privacyAgreement' },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

declare global {
  interface Window {
    /** Counts what hostile about HTML managed to run (must stay 0). */
    __aboutRuns?: number;
  }
}

const policy = recordRequests('post', '/new/api/about/get');

export const Default: Story = {
  beforeEach({ msw }) {
    policy.reset();
    msw.use(policy.handler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    const text = await canvas.findByRole('article', { name: 'Privacy policy (demo)' });
    await expect(
      await within(text).findByRole('heading', { name: '1. What we collect' }),
    ).toBeVisible();
    const link = within(text).getByRole('link', { name: 'the full policy' });
    await expect(link).toHaveAttribute('href', 'https://example.com/privacy');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toMatch(/noopener noreferrer/);
    await expect(policy.queries()[0]?.get('type')).toBe('privacy');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(stall('post', '/new/api/about/get'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(fail('post', '/new/api/about/get', 500));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'error', 'Server error (500)');
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(offline('post', '/new/api/about/get'));
  },
  play: async ({ canvasElement }) => {
    await expectFailureBlock(canvasElement, 'offline');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

const RUN = 'window.__aboutRuns = (window.__aboutRuns || 0) + 1';

export const SanitisesAboutPage: Story = {
  beforeEach({ msw }) {
    window.__aboutRuns = 0;
    msw.use(
      http.post(`${BASE}/new/api/about/get`, () =>
        HttpResponse.json({
          code: 1,
          msg: 'ok',
          time: '1795000000',
          data: {
            title: 'Hostile page',
            version: '1.0.0',
            content:
              `<p>Readable words</p><img src="x-missing-image" onerror="${RUN}" alt="broken">` +
              `<script>${RUN}</script><a href="javascript:${RUN}">Hostile link</a>` +
              `<a href="https://example.com/outside">Outside link</a>`,
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const page = await canvas.findByRole('article', { name: 'Hostile page' });
    await expect(await within(page).findByText('Readable words')).toBeVisible();
    await expect(page.querySelector('script, [onerror]')).toBeNull();
    const hostile = within(page).getByText('Hostile link');
    await expect(hostile.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    hostile.click();
    const outside = within(page).getByRole('link', { name: 'Outside link' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside.getAttribute('rel')).toMatch(/noopener noreferrer/);
    // Give a surviving handler the chance to run (the broken picture fails at once).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(view.__aboutRuns).toBe(0);
  },
};

/**
 * A platform without about/get (its public client never calls it): the page says it does not
 * offer this text, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered('post', '/new/api/about/get'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotOffered(canvasElement, { layout: 'page', count: 1 });
    await expect(canvas.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
