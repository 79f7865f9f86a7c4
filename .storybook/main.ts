import type { StorybookConfig } from '@storybook/react-vite';

// STORIES narrows the build to some globs (comma separated, relative to the repository root),
// so one screen's stories can be built and tested alone.
const stories = process.env.STORIES
  ? process.env.STORIES.split(',').map((glob) => `../${glob.trim()}`)
  : ['../packages/ui/src/**/*.stories.tsx'];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories,
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
