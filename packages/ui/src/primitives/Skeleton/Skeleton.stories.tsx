import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { Skeleton, SkeletonAvatar, SkeletonBlock, SkeletonLine } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function assertLoading(canvasElement: HTMLElement) {
  const busy = canvasElement.querySelector('[aria-busy="true"]');
  await expect(busy).not.toBeNull();
  await expect(within(busy as HTMLElement).getByText(i18n.t('state.loading'))).toBeInTheDocument();
}

export const ListRows: Story = {
  args: { variant: 'list', rows: 5 },
  play: async ({ canvasElement }) => {
    await assertLoading(canvasElement);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(5);
  },
};

export const Cards: Story = {
  args: { variant: 'card', rows: 2 },
  play: async ({ canvasElement }) => {
    await assertLoading(canvasElement);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(2);
  },
};

export const Custom: Story = {
  args: {
    variant: 'custom',
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <SkeletonAvatar size={56} />
          <SkeletonLine width="50%" />
        </div>
        <SkeletonBlock height="160px" />
        <SkeletonLine />
        <SkeletonLine width="70%" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await assertLoading(canvasElement);
    const hidden = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(within(hidden).queryAllByRole('status')).toHaveLength(0);
    await expect(hidden.querySelectorAll('span').length).toBeGreaterThanOrEqual(5);
  },
};
