// The four standard state stories of a screen (Loading, Empty, ServerError, Offline), built
// from its main reads: a story file lists only what its screen adds to them.
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  fail,
  notOffered,
  offline,
  stall,
  type OverrideMethod,
  type SeedName,
} from '@merchant/mocks';
import { expectFailureBlock, expectNotOffered } from './failure';
import { WAIT, expectToast } from './steps';

/** A read of the fake platform, as its overrides name it: method and path. */
export type Read = readonly [OverrideMethod, string];

/** The skeleton's label, as zh-CN reads it. */
const LOADING = '加载中…';
/** The fake platform's words for a failed read (`fail`, status 500). */
const SERVER_ERROR = 'Server error (500)';
/** What a form says when its request never reached the platform, as zh-CN says it. */
const NETWORK_ERROR = '网络错误，请检查网络后重试';

/** A check a state story adds to its standard assertions. */
type Check = (canvasElement: HTMLElement) => Promise<void> | void;

/** What one state story of a screen adds to or changes in the standard one. */
export interface StateOptions {
  /** The reads this state overrides, instead of the screen's main ones. */
  reads?: Read[];
  /** Changes the fake platform's store first (runs after the seed, before the overrides). */
  setup?: () => void;
  /** What the screen shows besides the standard state, asserted after it. */
  also?: Check;
}

/** A story the helper builds: assignable to any screen's `StoryObj`. */
export interface StateStory {
  parameters?: { seed?: SeedName; route?: string };
  beforeEach: (context: StoryContext) => void;
  play: (context: StoryContext) => Promise<void>;
}

/** The screen the state stories are built for. */
export interface ScreenStatesOptions {
  /** The screen's main reads: stalled for Loading, failed for ServerError, cut for Offline. */
  reads: Read[];
  /** The address the stories start at, when it is not the meta's. */
  route?: string;
  /**
   * The screen's ready content (e.g. `(canvas) => canvas.queryByRole('article')`): asserted
   * absent in every state.
   */
  content?: (canvas: ReturnType<typeof within>) => HTMLElement | null;
}

/**
 * The standard state stories of a screen. Each is a function of what the screen adds, e.g.
 * `export const Offline: Story = states.Offline({ also: expectMenu })`:
 * - `Loading`: the reads never answer; the skeleton (`skeletons` of them, default one) is shown;
 * - `Empty`: the fake platform starts from `seed` (default `empty`); the empty state's `text`;
 * - `ServerError`: the reads answer HTTP 500; the failure block with the server's `sentence`
 *   (`false`: no sentence asserted) and its retry;
 * - `Offline`: the reads fail at the network; the offline block (with `sentence`, when given)
 *   and its retry.
 * - `NotOffered`: the reads answer as a platform without them (404, an HTML page); the page's
 *   one not-offered block, without retry, under the page's `title` (its level-1 heading).
 */
export function screenStates({ reads, route, content }: ScreenStatesOptions) {
  const story = (
    override: ((method: OverrideMethod, path: string) => HttpHandler) | null,
    options: StateOptions & { seed?: SeedName },
    assert: Check,
  ): StateStory => {
    const parameters = {
      ...(route === undefined ? {} : { route }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    };
    return {
      ...(Object.keys(parameters).length ? { parameters } : {}),
      beforeEach({ msw }) {
        options.setup?.();
        if (override)
          msw.use(...(options.reads ?? reads).map(([method, path]) => override(method, path)));
      },
      play: async ({ canvasElement }) => {
        await assert(canvasElement);
        if (content) await expect(content(within(canvasElement))).toBeNull();
        await options.also?.(canvasElement);
      },
    };
  };
  return {
    Loading: ({ skeletons = 1, ...options }: StateOptions & { skeletons?: number } = {}) =>
      story(stall, options, async (canvasElement) => {
        const canvas = within(canvasElement);
        if (skeletons === 1) {
          await expect(await canvas.findByText(LOADING, {}, { timeout: WAIT })).toBeInTheDocument();
        } else {
          await waitFor(() => expect(canvas.getAllByText(LOADING)).toHaveLength(skeletons), {
            timeout: WAIT,
          });
        }
      }),
    Empty: (
      text: string,
      { seed = 'empty', ...options }: Omit<StateOptions, 'reads'> & { seed?: SeedName } = {},
    ) =>
      story(null, { ...options, seed }, async (canvasElement) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(text, {}, { timeout: WAIT })).toBeVisible();
      }),
    ServerError: ({
      sentence = SERVER_ERROR,
      ...options
    }: StateOptions & { sentence?: string | false } = {}) =>
      story(fail, options, (canvasElement) =>
        expectFailureBlock(canvasElement, 'error', sentence === false ? undefined : sentence),
      ),
    Offline: ({ sentence, ...options }: StateOptions & { sentence?: string } = {}) =>
      story(offline, options, (canvasElement) =>
        expectFailureBlock(canvasElement, 'offline', sentence),
      ),
    NotOffered: ({ title, ...options }: StateOptions & { title: string }) =>
      story(notOffered, options, async (canvasElement) => {
        await expectNotOffered(canvasElement, { layout: 'page', count: 1 });
        await expect(
          within(canvasElement).getByRole('heading', { level: 1, name: title }),
        ).toBeVisible();
      }),
  };
}

/** The form the state stories are built for. */
export interface FormStatesOptions {
  /** The form's write: stalled, failed or cut. */
  write: Read;
  /** Fills the form in and sends it. */
  submit: Check;
  /** The send button's name: busy and disabled while the write is in flight. */
  button: string;
  /** Where the form says a failure: in a toast (default) or in the page. */
  says?: 'toast' | 'page';
}

/**
 * The state stories of a form's write (each a function of what the form adds):
 * - `Loading`: the write never answers; the send button is busy and disabled;
 * - `ServerError`: the write answers HTTP 500; the form says the server's words;
 * - `Offline`: the write fails at the network; the form says the network failed.
 */
export function formStates({ write, submit, button, says = 'toast' }: FormStatesOptions) {
  const expectSaid = async (canvasElement: HTMLElement, text: string) => {
    if (says === 'toast') return expectToast(canvasElement, text);
    const said = await within(canvasElement).findByText(text, {}, { timeout: WAIT });
    await expect(said).toBeVisible();
  };
  const states = screenStates({ reads: [write] });
  const story = (
    state: 'Loading' | 'ServerError' | 'Offline',
    options: Omit<StateOptions, 'reads'>,
    assert: Check,
  ): StateStory => {
    const { beforeEach } = states[state]({ setup: options.setup });
    return {
      beforeEach,
      play: async ({ canvasElement }) => {
        await submit(canvasElement);
        await assert(canvasElement);
        await options.also?.(canvasElement);
      },
    };
  };
  return {
    Loading: (options: Omit<StateOptions, 'reads'> = {}) =>
      story('Loading', options, async (canvasElement) => {
        const send = within(canvasElement).getByRole('button', { name: button });
        await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'), { timeout: WAIT });
        await expect(send).toBeDisabled();
      }),
    ServerError: (options: Omit<StateOptions, 'reads'> = {}) =>
      story('ServerError', options, (canvasElement) => expectSaid(canvasElement, SERVER_ERROR)),
    Offline: (options: Omit<StateOptions, 'reads'> = {}) =>
      story('Offline', options, (canvasElement) => expectSaid(canvasElement, NETWORK_ERROR)),
  };
}
