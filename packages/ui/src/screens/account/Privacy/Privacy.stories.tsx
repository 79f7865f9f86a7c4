import type { Meta, StoryObj } from '@storybook/react-vite';
import { aboutDocumentStories } from '../shared/aboutDocumentStories';
import { PrivacyScreen } from './PrivacyScreen';

const meta = {
  title: 'Screens/Account/Privacy',
  component: PrivacyScreen,
  parameters: { route: '/privacyAgreement' },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = aboutDocumentStories({
  title: '隐私政策',
  type: 'privacy',
  name: 'Privacy policy (demo)',
  heading: '1. What we collect',
  link: { name: 'the full policy', href: 'https://example.com/privacy' },
});

export const Default: Story = stories.Default;
export const Loading: Story = stories.Loading;
export const ServerError: Story = stories.ServerError;
export const Offline: Story = stories.Offline;
export const SanitisesAboutPage: Story = stories.SanitisesAboutPage;
export const NotOfferedByPlatform: Story = stories.NotOfferedByPlatform;
