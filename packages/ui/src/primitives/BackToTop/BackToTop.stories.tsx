import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from '../NavBar';
import { Page } from '../Page';
import { BACK_TO_TOP_OFFSET } from './BackToTop';

/** A page three screens long, the button comes with the Page primitive. */
function LongPage() {
  return (
    <Page navBar={<NavBar title="资金记录" />}>
      <ol>
        {Array.from({ length: 60 }, (_, i) => (
          <li key={i} style={{ padding: '12px 0' }}>
            记录 {i + 1}
          </li>
        ))}
      </ol>
    </Page>
  );
}

const meta = {
  title: 'Primitives/BackToTop',
  tags: ['autodocs'],
  component: LongPage,
  beforeEach() {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof LongPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: '回到顶部' });

export const HiddenAtTop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('记录 60')).toBeInTheDocument();
    await expect(button(canvasElement)).toBeNull();
  },
};

export const AppearsAfterScrolling: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeNull();
    window.scrollTo(0, window.innerHeight + 200);
    await waitFor(() => expect(button(canvasElement)).toBeVisible());
    const box = button(canvasElement)?.getBoundingClientRect();
    // A 44px target inside the screen, at its bottom right.
    await expect(box?.width).toBeGreaterThanOrEqual(44);
    await expect(box?.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box?.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ScrollsBackToTop: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, window.innerHeight * 2);
    await waitFor(() => expect(button(canvasElement)).toBeVisible());
    await userEvent.click(button(canvasElement) as HTMLElement);
    // Smoothly to 20px from the top; the button goes away there.
    await waitFor(() => expect(Math.round(window.scrollY)).toBe(BACK_TO_TOP_OFFSET));
    await waitFor(() => expect(button(canvasElement)).toBeNull());
    await expect(within(canvasElement).getByRole('main')).toHaveFocus();
  },
};
