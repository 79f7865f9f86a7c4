import type { Decorator } from '@storybook/react-vite';
import { TabLayout, type TabKey } from '../shell';

/** A tab page's story in the app's real frame: the tab bar with `active` chosen, and its badges. */
export function inTabFrame(active: TabKey): Decorator {
  return (Story) => (
    <TabLayout active={active}>
      <Story />
    </TabLayout>
  );
}
