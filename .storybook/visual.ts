// The visual check's part in the test-runner's visit (test-runner.ts): images taken in the page
// the story played in, without a second visit, at the phone size (390 x 844, device pixel ratio
// 1), into .test-results/visual/actual/. scripts/visual.mjs compares them with the committed
// baselines (.storybook/visual/) and writes the report; `npm run visual:accept` takes them.
//
// What is drawn, by the story's kind:
// - Every screen story (Screens/) in English, light, <story id>.en.png: after its play, the
//   language is switched in place, as the app's own language choice does it (no reload, the
//   page keeps its state), and the page photographed once it is drawn again. Its play asserts
//   Chinese words, so it plays in simplified Chinese; switched afterwards, its English image
//   shows the state the play left: the sheet it opened, the second step, the message under a
//   field. (Drawing the story again in English through the Storybook globals, as the dark image
//   is, runs its set-up without its play: for a story whose play taps or types, that shows the
//   screen as the story starts, not the state the story is about, and costs a whole drawing, its
//   requests and its answers. The English image must be the story's state: a reviewer reads the
//   story there, and each screen's Chinese and dark images are its Default's.) Words a play left
//   in the page's state (a message kept as text, not as a key) stay as they were drawn, as they
//   do in the app when the merchant switches language: the image shows it.
// - A screen's Default story also as played (simplified Chinese, light), <story id>.png, and
//   drawn again in the dark theme (simplified Chinese) through the globals, where axe checks it
//   too, <story id>.dark.png.
// - Every other story (Primitives/, Shell/, Theme/) once, as played, cut to the height of what
//   it draws (a button's image is not 844 rows of white).
// Each image is taken once the fonts are ready and two frames drawn; the dark drawing also
// waits, 3 s at most, for the page to have the shape the play left (the same elements, busy and
// hidden the same: its answers are in), and is photographed as it is after that.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

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
  /** The app's language switch (preview.tsx). */
  __storyLanguage(language: string): Promise<unknown>;
};

/**
 * The page's shape: its elements, their busy and hidden marks, no words (and no toasts). The
 * whole body: sheets and dialogs are drawn outside the story's root (in portals).
 */
function pageShape() {
  return [...document.body.querySelectorAll('*')]
    .filter((el) => !el.closest('[data-toasts]'))
    .map(
      (el) =>
        `${el.tagName}${el.getAttribute('aria-busy') === 'true' ? '!' : ''}${el.closest('[hidden]') ? '-' : ''}`,
    )
    .join();
}

// An expression, evaluated in the page, of its shape.
const SHAPE = `(${pageShape.toString()})()`;

/**
 * Waits for the fonts and two frames; first, when `played` is given, up to 3 s for the page to
 * have that shape, or, with `orStill` (where it may take another: a list that measures its rows
 * again in another language draws a different number of them), for its shape to hold still for
 * 250 ms.
 */
async function settle(page: Page, played?: string, orStill = false) {
  if (played !== undefined) {
    await page.evaluate(() => delete (window as { __shapeSeen?: unknown }).__shapeSeen);
    const reached = `((played) => {
      const now = ${SHAPE};
      if (now === played) return true;
      const seen = window.__shapeSeen;
      if (seen?.shape !== now) window.__shapeSeen = { at: Date.now(), shape: now };
      return ${orStill} && seen?.shape === now && Date.now() - seen.at >= 250;
    })(${JSON.stringify(played)})`;
    await page.waitForFunction(reached, null, { timeout: 3000, polling: 50 }).catch(() => {});
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames, and more while anything still scrolls (a smooth scroll the browser started
    // itself): until nothing moved for two frames, 2 s at most.
    const scrolled = () => {
      let at = `${window.scrollX},${window.scrollY}`;
      for (const el of document.body.querySelectorAll('*'))
        if (el.scrollLeft || el.scrollTop) at += `|${el.scrollLeft},${el.scrollTop}`;
      return at;
    };
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let before = scrolled();
    for (let i = 0; i < 60; i += 1) {
      await frames();
      const now = scrolled();
      if (now === before) break;
      before = now;
    }
  });
}

/**
 * The height of what the story draws (the lowest edge of what is shown, sheets and dialogs in
 * their portals included), at most the viewport's.
 */
function drawnHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 1;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom);
    }
    return Math.min(Math.ceil(bottom), window.innerHeight);
  });
}

// While an image is taken: what differs with the address the story runs on (an invitation link
// and its QR code, `data-visual-mask`) or with the clock (the "as of 14:32" mark of a page drawn
// from what the device kept, `data-last-seen`) is covered in magenta; a toast the play left (it stays
// 2 s, so it is there or not by the machine's speed), the text caret, the focus ring and the
// browser's own clear button of a search field (drawn or not, and in another shade, as the
// headless page has the window's focus or not) are not drawn, nor a frame of another origin (the
// customer-service chat: blank or the browser's error page, as far as it got). (The
// animations are already over: the runner asks for reduced motion, under which the app's
// animations last 0 s, and each image waits two frames.)
const SHOT_STYLE = `[data-visual-mask], [data-last-seen] { background: #f0f !important; color: transparent !important; }
[data-visual-mask] * { visibility: hidden !important; }
[data-toasts] { visibility: hidden !important; }
* { caret-color: transparent !important; }
:focus-visible { outline-color: transparent !important; }
input[type='search']::-webkit-search-cancel-button { visibility: hidden !important; }
iframe { visibility: hidden !important; }`;

const sessions = new WeakMap<Page, CDPSession>();

/** The page's image (its top `height` pixels), taken by Chromium's own call, the cheapest. */
async function shoot(page: Page, name: string, height = 844) {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  // The clip is in the document's pixels: the part of it on screen, wherever it is scrolled to.
  const scrolled = await page.evaluate((css) => {
    const style = document.createElement('style');
    style.id = 'visual-shot';
    style.textContent = css;
    document.head.append(style);
    return { x: window.visualViewport?.pageLeft ?? 0, y: window.visualViewport?.pageTop ?? 0 };
  }, SHOT_STYLE);
  try {
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...scrolled, width: 390, height, scale: 1 },
    });
    writeFileSync(join(ACTUAL, `${name}.png`), Buffer.from(data, 'base64'));
  } finally {
    await page.evaluate(() => document.getElementById('visual-shot')?.remove());
  }
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
    // From the top, wherever the play scrolled to.
    window.scrollTo(0, 0);
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

/**
 * Switches the played page to English in place (the app's switch) and waits for its drawing: for
 * the shape the play left, or for a shape that holds still (a list that measures its rows again
 * in the new language shows placeholders until they are drawn, and may draw more or fewer).
 */
async function english(page: Page) {
  const played = (await page.evaluate(SHAPE)) as string;
  await page.evaluate(() => (window as unknown as PreviewWindow).__storyLanguage('en'));
  await settle(page, played, true);
}

let versionWritten = false;

/** The images of a story that has played (see above), after its play (postVisit). */
export async function captureLooks(page: Page, story: { id: string; title: string; name: string }) {
  mkdirSync(ACTUAL, { recursive: true });
  if (!versionWritten) {
    // The baselines hold only for the Chromium that drew them (scripts/visual.mjs).
    const version = page.context().browser()?.version() ?? 'unknown';
    writeFileSync('.test-results/visual/chromium.txt', `${version}\n`);
    versionWritten = true;
  }
  if (!story.title.startsWith('Screens/')) {
    await settle(page);
    await shoot(page, story.id, await drawnHeight(page));
    return;
  }
  if (story.name !== 'Default') {
    await english(page);
    await shoot(page, `${story.id}.en`);
    return;
  }
  await settle(page);
  await shoot(page, story.id);
  const played = (await page.evaluate(SHAPE)) as string;
  await english(page);
  await shoot(page, `${story.id}.en`);
  const before = await page.evaluate(() => ({
    ...(window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.storyStore.userGlobals.get(),
  }));
  try {
    const dark = await redraw(page, { theme: 'dark' });
    if (dark.violations.length)
      throw new Error(`In the dark theme, axe finds:\n  ${dark.violations.join('\n  ')}`);
    if (dark.status !== 'success') throw new Error(`In the dark theme: ${dark.status}`);
    await settle(page, played);
    await shoot(page, `${story.id}.dark`);
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
