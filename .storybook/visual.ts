// The visual check's part in the test-runner's visit (postVisit in test-runner.ts): after each
// screen's Default story has played, a screenshot at the phone size it played at (390 x 844,
// device pixel ratio 1) into .test-results/visual/actual/<story id>.png; then, in the same page
// and without a second visit, the story drawn again in the dark theme (axe checks it there too)
// and in English, by changing the Storybook globals, which draws it without its play
// (<story id>.dark.png, <story id>.en.png). With VISUAL=every, every other story is
// screenshotted too, as it played (not in `npm test`: its 15 minutes do not hold it yet). scripts/visual.mjs compares the images with the
// committed baselines (.storybook/visual/) and writes the report; `npm run visual:accept` takes
// the new images as the baselines.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const ACTUAL = '.test-results/visual/actual';

type Globals = Record<string, unknown>;
type Drawn = { status: string; violations: string[] };
type PreviewWindow = {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (data: unknown) => void): void;
    off(event: string, listener: (data: unknown) => void): void;
    emit(event: string, data: unknown): void;
  };
  __STORYBOOK_PREVIEW__: {
    storyStore: { userGlobals: { get(): Globals; update(globals: Globals): void } };
  };
};

/** Waits for the fonts and two frames, and up to 3 s for what is busy to settle (`busy`). */
async function settle(page: Page, busy: boolean) {
  if (busy)
    await page
      .waitForFunction(() => !document.querySelector('#storybook-root [aria-busy="true"]'), null, {
        timeout: 3000,
      })
      .catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function shoot(page: Page, name: string) {
  // What differs with the address the story runs on (an invitation link and its QR code) is
  // masked: `data-visual-mask`; a toast the play left (it stays 2 s, so it is there or not by
  // the machine's speed) is not drawn.
  const png = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [page.locator('[data-visual-mask]')],
    style: '[data-toasts] { visibility: hidden !important; }',
  });
  writeFileSync(join(ACTUAL, `${name}.png`), png);
}

/**
 * Draws the current story again with `globals` (its loaders, beforeEach and afterEach run, its
 * play does not); resolves its status and the axe violations of that drawing.
 */
function redraw(page: Page, globals: Globals): Promise<Drawn> {
  return page.evaluate(async (update) => {
    const preview = window as unknown as PreviewWindow;
    const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
    let listener: (data: unknown) => void = () => {};
    const finished = new Promise<unknown>((resolve) => {
      listener = resolve;
      channel.on('storyFinished', listener);
    });
    const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15000));
    channel.emit('updateGlobals', { globals: update });
    const event = (await Promise.race([finished, late])) as {
      status: string;
      reporters?: {
        type: string;
        result?: { violations?: { id: string; help: string; nodes?: { target: string[] }[] }[] };
      }[];
    } | null;
    channel.off('storyFinished', listener);
    if (!event) return { status: 'not drawn within 15 s', violations: [] };
    const a11y = event.reporters?.find((reporter) => reporter.type === 'a11y');
    const violations = (a11y?.result?.violations ?? []).map(
      (v) => `${v.id}: ${v.help} (${v.nodes?.length ?? 0}, first ${v.nodes?.[0]?.target ?? '?'})`,
    );
    return { status: event.status, violations };
  }, globals);
}

let versionWritten = false;
const EVERY = process.env.VISUAL === 'every';

/** The screenshots of a story that has played (and its dark and English drawings, see above). */
export async function captureLooks(page: Page, story: { id: string; title: string; name: string }) {
  const screenDefault = story.title.startsWith('Screens/') && story.name === 'Default';
  if (!screenDefault && !EVERY) return;
  mkdirSync(ACTUAL, { recursive: true });
  if (!versionWritten) {
    // The baselines hold only for the Chromium that drew them (scripts/visual.mjs).
    const version = page.context().browser()?.version() ?? 'unknown';
    writeFileSync('.test-results/visual/chromium.txt', `${version}\n`);
    versionWritten = true;
  }
  await settle(page, false);
  await shoot(page, story.id);
  if (!screenDefault) return;
  const before = await page.evaluate(() => ({
    ...(window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStore.userGlobals.get(),
  }));
  try {
    const dark = await redraw(page, { theme: 'dark' });
    if (dark.violations.length)
      throw new Error(`In the dark theme, axe finds:\n  ${dark.violations.join('\n  ')}`);
    if (dark.status !== 'success') throw new Error(`In the dark theme: ${dark.status}`);
    await settle(page, true);
    await shoot(page, `${story.id}.dark`);
    const english = await redraw(page, { theme: 'light', locale: 'en' });
    if (english.status !== 'success' && english.violations.length === 0)
      throw new Error(`In English: ${english.status}`);
    await settle(page, true);
    await shoot(page, `${story.id}.en`);
  } finally {
    // The next story is drawn with the globals it would have had (no drawing now).
    await page.evaluate(
      (globals) =>
        (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStore.userGlobals.update(
          globals,
        ),
      before,
    );
  }
}
