import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { padded } from '../../testing/decorators';

declare global {
  interface Window {
    /** Counts what hostile HTML managed to run (must stay undefined). */
    __safeHtmlRuns?: number;
  }
}

const RUN = 'window.__safeHtmlRuns = (window.__safeHtmlRuns || 0) + 1';

const meta = {
  title: 'Primitives/SafeHtml',
  tags: ['autodocs'],
  component: SafeHtml,
  args: {
    html:
      '<h3>Demo text</h3><p>Some <strong>bold</strong> words and ' +
      '<a href="https://example.com/more">a link</a>.</p><ul><li>One</li><li>Two</li></ul>',
  },
  decorators: [padded()],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Demo text' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'a link' });
    await expect(link).toHaveAttribute('href', 'https://example.com/more');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toMatch(/noopener/);
    await expect(link.getAttribute('rel')).toMatch(/noreferrer/);
  },
};

export const RemovesScriptsHandlersAndJavascriptLinks: Story = {
  args: {
    html:
      `<p>Safe words</p><script>${RUN}</script>` +
      `<img src="x-missing" onerror="${RUN}" alt="broken">` +
      `<a href="javascript:${RUN}">Hostile link</a>` +
      `<iframe src="https://example.com"></iframe><form><input name="x"></form>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(await canvas.findByText('Safe words')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, form, input, [onerror]')).toBeNull();
    const hostile = canvas.getByText('Hostile link');
    await expect(hostile.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    // Clicking the neutralised link and letting the broken picture fail runs nothing.
    hostile.click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(view.__safeHtmlRuns).toBeUndefined();
  },
};
