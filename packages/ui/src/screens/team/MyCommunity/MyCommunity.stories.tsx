import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenStates } from '../../../testing';
import { MyCommunityScreen } from './MyCommunityScreen';

const meta = {
  title: 'Screens/Team/MyCommunity',
  component: MyCommunityScreen,
  parameters: { route: '/myCommunity' },
} satisfies Meta<typeof MyCommunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const INFO = '/merchant/team/info';

/** The value shown under a figure's label. */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的社区' })).toBeVisible();
    await canvas.findByRole('region', { name: '社区数据' });
    await expect(figure(canvasElement, '邀请人数')).toHaveTextContent('24');
    await expect(figure(canvasElement, '有效人数')).toHaveTextContent('20');
    await expect(figure(canvasElement, 'VIP 人数')).toHaveTextContent('3');
    await expect(figure(canvasElement, '合伙人人数')).toHaveTextContent('1');
    await expect(canvas.getByRole('link', { name: '我的团队' })).toHaveAttribute('href', '/myTeam');
    await expect(canvas.getByRole('link', { name: '邀请好友' })).toHaveAttribute(
      'href',
      '/teamInvitation',
    );
  },
};

const states = screenStates({
  reads: [['get', INFO]],
  content: (canvas) => canvas.queryByText('邀请人数'),
});

export const Loading: Story = states.Loading();

export const ServerError: Story = states.ServerError();

export const Offline: Story = states.Offline();

/**
 * A platform without team/info (its public client never calls it): the page says it does not
 * offer it, with the way home and no retry; the title stays.
 */
export const NotOfferedByPlatform: Story = states.NotOffered({ title: '我的社区' });
