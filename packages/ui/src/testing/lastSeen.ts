// The last-seen stories of a page a returning merchant opens: drawn from what the device kept
// of an earlier visit while its refresh is on its way ("as of"), the same offline, and the page
// offline on a device that never loaded it. The story frame (.storybook/preview.tsx,
// LastSeenStage) keeps the page's answers as the app restores them.
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18n } from '../i18n';
import { WAIT } from './steps';

type Canvas = ReturnType<typeof within>;

/** The page a set of last-seen stories is for. */
export interface LastSeenStatesOptions {
  /** The page's content as it shows when answered (e.g. its record cards, `queryAllBy…`). */
  content: (canvas: Canvas) => readonly HTMLElement[];
  /** The address the stories start at, when it is not the meta's. */
  route?: string;
}

/** A story the helper builds: assignable to any screen's `StoryObj`. */
export interface LastSeenStory {
  parameters: {
    route?: string;
    lastSeen: { network: 'offline' | 'stalled'; kept?: boolean };
  };
  play: (context: StoryContext) => Promise<void>;
}

/** The "as of" mark, in its tone: 'info' while updating, 'warning' offline. */
async function expectMark(canvasElement: HTMLElement, tone: 'info' | 'warning') {
  const mark = await waitFor(
    () => {
      const found = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-last-seen]');
      if (!found) throw new Error('no "as of" mark');
      return found;
    },
    { timeout: WAIT },
  );
  await expect(mark).toHaveAttribute('role', 'status');
  await expect(mark).toHaveAttribute('data-tone', tone);
  // The time of the earlier visit, in the page's language.
  await expect(mark.textContent).toMatch(/\d{1,2}:\d{2}/);
}

/**
 * - `AsOfLastVisit`: the kept content at once, marked "as of" its time and updating;
 * - `OfflineAsOf`: the kept content offline, marked "offline, as of" its time;
 * - `NeverLoadedOffline`: offline on a device that never loaded it: says so, with no content.
 */
export function lastSeenStates({ content, route }: LastSeenStatesOptions) {
  const at = route === undefined ? {} : { route };
  const kept = (network: 'offline' | 'stalled', tone: 'info' | 'warning'): LastSeenStory => ({
    parameters: { ...at, lastSeen: { network } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(content(canvas).length).toBeGreaterThan(0), { timeout: WAIT });
      await expectMark(canvasElement, tone);
    },
  });
  return {
    AsOfLastVisit: kept('stalled', 'info'),
    OfflineAsOf: kept('offline', 'warning'),
    NeverLoadedOffline: {
      parameters: { ...at, lastSeen: { network: 'offline', kept: false } },
      play: async ({ canvasElement }: StoryContext) => {
        const canvas = within(canvasElement);
        const sentence = i18n.t('app:lastSeen.neverLoaded');
        await expect(
          (await canvas.findAllByText(sentence, {}, { timeout: WAIT }))[0],
        ).toBeVisible();
        await expect(content(canvas)).toHaveLength(0);
        await expect(canvasElement.ownerDocument.querySelector('[data-last-seen]')).toBeNull();
      },
    } satisfies LastSeenStory,
  };
}
