import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// The app's version (About us shows it), from the root package.json as in the app's build.
const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

// STORIES narrows the build to some globs (comma separated, relative to the repository root),
// so one screen's stories can be built and tested alone. The docs pages (MDX) are in the full
// build only: `storybook build --test` drops them, with the docs addon and react-docgen.
const stories = process.env.STORIES
  ? process.env.STORIES.split(',').map((glob) => `../${glob.trim()}`)
  : ['./docs/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories,
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The build the test-runner plays (scripts/test-stories.mjs sets STORIES_TEST_RUN) has no
  // highlighting of elements: Storybook's highlight, even with nothing to highlight, reads the
  // computed style of every element of the page after each change of the story's DOM (a quarter
  // of the preview's own script time in a played story file, 2026-11-29). People reviewing the
  // stories (`npm run storybook`, the built Storybook) keep it: the accessibility panel uses it.
  features: { highlight: !process.env.STORIES_TEST_RUN },
  // Props tables and controls of the primitives (the test build turns docgen off by itself).
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (vite) => ({
    ...vite,
    define: { ...vite.define, 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  }),
};

export default config;
