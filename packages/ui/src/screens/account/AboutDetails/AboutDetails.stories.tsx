import type { Meta, StoryObj } from '@storybook/react-vite';
import { aboutDocumentStories } from '../shared/aboutDocumentStories';
import { AboutDetailsScreen } from './AboutDetailsScreen';

const meta = {
  title: 'Screens/Account/AboutDetails',
  component: AboutDetailsScreen,
  parameters: { route: '/aboutUsDetails' },
} satisfies Meta<typeof AboutDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = aboutDocumentStories({
  title: '平台介绍',
  type: 'details',
  name: 'Platform introduction',
  heading: 'What Demo Platform does',
  link: { name: 'the demo website', href: 'https://example.com/demo-platform' },
});

export const Default: Story = stories.Default;
export const Loading: Story = stories.Loading;
export const ServerError: Story = stories.ServerError;
export const Offline: Story = stories.Offline;
export const SanitisesAboutPage: Story = stories.SanitisesAboutPage;
export const NotOfferedByPlatform: Story = stories.NotOfferedByPlatform;
