// Taps during load and "usable" (issue 30), for bench/run.mjs, in the browser it measures with.
// Each load opens a page in a fresh tab (the same cold start as the Lighthouse runs: no HTTP
// cache, no service worker) and taps one control once, at a fixed moment after the navigation
// starts or just after the page reports its largest contentful paint. The page is throttled by
// the DevTools protocol as Lighthouse's mobile preset applies it (not simulated): the CPU slowed
// down (Emulation.setCPUThrottlingRate) and slow 4G (Network.emulateNetworkConditions: 562.5 ms
// per request, 1,474.6 kbit/s down, 675 kbit/s up), a 412x823 phone screen at 1.75x, touch.
//
// A tap is a touch start, HOLD_MS, a touch end, sent by the browser (Input.dispatchTouchEvent):
// never through the page's main thread, so a tap sent while a long task runs waits in the queue
// as a finger's would. Its answer is timed two ways from its release:
// - the Event Timing API (PerformanceObserver 'event', durationThreshold 16): the longest event
//   of the tap's interaction (interactionId), from its timestamp to the next paint after its
//   handlers, input delay included; "< 16 ms" when no event of it lasted 16 ms;
// - the answer painted: from the release until the app's visible response to the tap is in the
//   DOM and the frame after it has painted (a requestAnimationFrame, then a task), even when the
//   app answers later than that next paint: a press held by the prerendered page until the app
//   is live and then replayed (apps/merchant/build/bootScript.ts), a route that loads its code,
//   a link followed by the browser into a new document (then timed across both documents).
// The answers: the login button (the app, and the React floor whose button does the same) marks
// the empty fields invalid (aria-invalid); a link shows its page (its address, and a <main> that
// was not on screen at the tap).
// "Usable" is the login button tapped just after the largest contentful paint: from the
// navigation's start until that answer is painted.
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from './trace.mjs';

/** The moments of a tap: ms after the navigation starts, or 'lcp' (just after the LCP). */
export const TAP_MOMENTS = ['300', '600', '1000', '1500', 'lcp'];
const HOLD_MS = 60;
// How long a tap may wait for its answer before it counts as not answered.
const ANSWER_TIMEOUT_MS = 15000;
// How long a page may take to report an LCP with the control on screen.
const LCP_TIMEOUT_MS = 15000;
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
export const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * What is tapped: the React floor's button (the answer time the others are compared with), the
 * login button, a tab of the tab bar on /home, an order row on /order.
 */
export const TAP_TARGETS = [
  {
    name: 'floor: login button',
    floor: true,
    path: '/',
    selector: 'form button[type=submit]',
    answer: 'invalid',
  },
  {
    name: '/login: login button',
    path: '/login',
    selector: 'form button[type=submit]',
    answer: 'invalid',
  },
  {
    name: '/home: tab to /order',
    path: '/home',
    loggedIn: true,
    selector: 'nav a[href="/order"]',
    answer: 'page',
  },
  {
    name: '/order: an order row',
    path: '/order',
    loggedIn: true,
    selector: 'main a[href^="/orderDetail"]',
    answer: 'page',
  },
];

/**
 * Runs in every document of the measured tab before its own scripts: records the tap, the Event
 * Timing entries and the LCP, watches for the answer once the tap has reached the page, and
 * tells the bench (the `__benchSignal` binding) what happened.
 */
function instrument(spec) {
  if (location.protocol === 'about:') return;
  const signal = (kind, data = {}) => {
    try {
      window.__benchSignal(JSON.stringify({ kind, ...data }));
    } catch {
      // No binding: nothing to tell.
    }
  };
  const store = {
    get: () => {
      try {
        return JSON.parse(sessionStorage.getItem('bench-tap') ?? 'null');
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        sessionStorage.setItem('bench-tap', JSON.stringify(value));
      } catch {
        // The answer is still timed in this document.
      }
    },
  };
  const bench = (window.__bench = { events: [], lcp: [], answered: false });
  const shown = (element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0;
  const target = () => [...document.querySelectorAll(spec.selector)].find(shown);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      bench.events.push({
        name: e.name,
        start: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
        interactionId: e.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  let lcpSignalled = false;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp.push(e.startTime);
    if (!lcpSignalled && target()) {
      lcpSignalled = true;
      signal('lcp', { at: bench.lcp.at(-1) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const answered = (tap) => {
    if (spec.answer === 'invalid') {
      return [...document.querySelectorAll('[aria-invalid="true"]')].some(shown);
    }
    return (
      location.pathname === tap.path &&
      [...document.querySelectorAll('main')].some(
        (main) => shown(main) && !main.hasAttribute('data-bench-before') && main.childElementCount,
      )
    );
  };
  const watch = (tap) => {
    const check = () => {
      if (bench.answered || !answered(tap)) return;
      bench.answered = true;
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const painted = performance.now();
          signal('answer', {
            painted,
            epoch: performance.timeOrigin + painted,
            live: document.documentElement.getAttribute('data-boot') === 'live',
          });
        }, 0),
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    check();
  };
  // The moment the app is live in this document (the prerendered page stops holding presses).
  const liveWatch = new MutationObserver(() => {
    if (document.documentElement.getAttribute('data-boot') !== 'live') return;
    liveWatch.disconnect();
    signal('live', { at: performance.now() });
  });
  // (The document, not its element: this runs before the document has one.)
  liveWatch.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-boot'] });
  // A tap followed into this document (a link the browser followed before the app was live).
  const carried = store.get();
  if (carried) watch(carried);

  let tap = null;
  addEventListener(
    'pointerdown',
    (e) => {
      if (!e.isTrusted || tap || carried) return;
      const hit = e.target instanceof Element ? e.target.closest(spec.selector) : null;
      const boot = document.documentElement.getAttribute('data-boot');
      tap = {
        down: e.timeStamp,
        hit: Boolean(hit),
        // The prerendered page holds a press until the app is live, then replays it (a link
        // is followed by the browser: its answer comes in a new document).
        held: (boot === 'hydrate' || boot === 'stale') && !hit?.closest('a[href]'),
        path: hit?.href ? new URL(hit.href).pathname : location.pathname,
      };
      if (!hit) {
        // What the finger found instead (kept in the run's JSON).
        const found = e.target instanceof Element ? e.target : null;
        tap.found = found ? found.outerHTML.slice(0, 160) : String(e.target?.nodeName);
        signal('tap', tap);
        return;
      }
      for (const main of document.querySelectorAll('main')) {
        main.toggleAttribute('data-bench-before', shown(main));
      }
      watch(tap);
    },
    true,
  );
  addEventListener(
    'pointerup',
    (e) => {
      if (!e.isTrusted || !tap || tap.up !== undefined) return;
      tap.up = e.timeStamp;
      tap.upEpoch = performance.timeOrigin + e.timeStamp;
      if (tap.hit) store.set({ path: tap.path, upEpoch: tap.upEpoch });
      signal('tap', tap);
    },
    true,
  );
}

/** One load of `target` with one tap at `moment`; resolves what it measured. */
async function tapOnce(browser, { base, target, moment, cpu, point, prepare }) {
  await prepare(base, target.loggedIn);
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  const signals = [];
  let wake = () => {};
  await page.exposeFunction('__benchSignal', (text) => {
    signals.push({ ...JSON.parse(text), received: performance.now() });
    wake();
  });
  const next = (kind, ms) =>
    new Promise((resolve) => {
      const found = () => signals.find((s) => s.kind === kind);
      if (found()) return resolve(found());
      const timer = setTimeout(() => resolve(null), ms);
      const previous = wake;
      wake = () => {
        previous();
        if (found()) {
          clearTimeout(timer);
          resolve(found());
        }
      };
    });
  await page.evaluateOnNewDocument(instrument, {
    selector: target.selector,
    answer: target.answer,
  });
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  let committedAt = Infinity;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && committedAt === Infinity) committedAt = performance.now();
  });
  const result = { moment };
  try {
    const navigated = performance.now();
    const navigation = cdp.send('Page.navigate', { url: `${base}${target.path}` });
    if (moment === 'lcp') {
      const lcp = await next('lcp', LCP_TIMEOUT_MS);
      result.lcpReported = lcp ? Math.round(lcp.at) : null;
      if (!lcp) result.note = 'no LCP with the control on screen';
    } else {
      await sleep(Math.max(0, navigated + Number(moment) - performance.now()));
    }
    const sentAt = performance.now();
    if (sentAt < committedAt) {
      // Before the page's document: the finger finds nothing of it to tap.
      result.state = 'before the page';
      await navigation.catch(() => {});
      return result;
    }
    const touch = (type) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: point.x, y: point.y }],
      });
    const down = touch('touchStart');
    await sleep(HOLD_MS);
    const up = touch('touchEnd');
    await Promise.all([down, up]);
    const tap = await next('tap', ANSWER_TIMEOUT_MS);
    if (!tap) {
      result.state = 'lost';
      return result;
    }
    result.tapAt = Math.round(tap.down);
    result.held = tap.held;
    if (!tap.hit) {
      result.state = 'not on screen';
      result.found = tap.found;
      return result;
    }
    const answer = await next('answer', ANSWER_TIMEOUT_MS);
    if (!answer) {
      result.state = 'not answered';
      return result;
    }
    result.state = 'answered';
    result.answerMs = Math.round(answer.epoch - tap.upEpoch);
    result.usableMs = Math.round(answer.painted);
    // A press the prerendered page answered itself (a form's required field left empty:
    // apps/merchant/build/requiredCheck.ts) rather than held for the app; and when the app was
    // live in that document, for what the page could not answer (a filled form is sent then).
    result.newDocument = answer.epoch - answer.painted > tap.upEpoch - tap.up + 1;
    result.byPage = tap.held && !answer.live && !result.newDocument;
    if (result.byPage && target.answer === 'invalid') {
      const live = await next('live', ANSWER_TIMEOUT_MS);
      if (live) result.liveAt = Math.round(live.at);
    }
    // The Event Timing entries of the tap (reported after the next paint), in this document
    // only: a link followed into a new document leaves none.
    await sleep(500);
    const events = await page.evaluate(() => window.__bench.events).catch(() => []);
    const tapEvents = events.filter((e) => e.interactionId > 0);
    result.eventMs = result.newDocument
      ? null
      : tapEvents.length
        ? Math.round(Math.max(...tapEvents.map((e) => e.duration)))
        : 0;
    result.inputDelayMs = tapEvents.length
      ? Math.round(Math.max(...tapEvents.map((e) => e.processingStart - e.start)))
      : 0;
    return result;
  } finally {
    await page.close().catch(() => {});
  }
}

/** Where the control is on the phone's screen once the page has loaded (its layout is stable). */
async function controlPoint(browser, { base, target, prepare }) {
  await prepare(base, target.loggedIn);
  const page = await browser.newPage();
  try {
    await page.setViewport({ ...PHONE, isMobile: true, hasTouch: true });
    await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
    const handle = await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].find(
          (e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width,
        ),
      { timeout: 30000, polling: 100 },
      target.selector,
    );
    const box = await handle.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    return box;
  } finally {
    await page.close().catch(() => {});
  }
}

/**
 * Every target at every moment, `runs` times, alternating; resolves the samples by target name.
 * `bases` gives the app's and the floor's address; `prepare(base, loggedIn)` resets the
 * browser's storage for a first visit (bench/run.mjs).
 */
export async function measureTaps(browser, { bases, runs, cpu, moments, prepare, log }) {
  const points = new Map();
  for (const target of TAP_TARGETS) {
    const base = target.floor ? bases.floor : bases.app;
    points.set(target.name, await controlPoint(browser, { base, target, prepare }));
  }
  const samples = new Map(TAP_TARGETS.map((t) => [t.name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const moment of moments) {
      for (const target of TAP_TARGETS) {
        const base = target.floor ? bases.floor : bases.app;
        const point = points.get(target.name);
        const sample = await tapOnce(browser, { base, target, moment, cpu, point, prepare });
        samples.get(target.name).push(sample);
        log(
          `  taps run ${run + 1}/${runs} ${target.name} at ${moment === 'lcp' ? 'LCP' : `${moment} ms`}: ${sample.state}${sample.answerMs !== undefined ? ` in ${sample.answerMs} ms (Event Timing ${sample.eventMs ?? '-'} ms)` : ''}${sample.byPage ? ', answered by the page before the app was live' : sample.held ? ', held and replayed' : ''}`,
        );
      }
    }
  }
  return samples;
}

/** The medians of the taps of one target at one moment. */
export function tapSummary(samples, moment) {
  const at = samples.filter((s) => s.moment === moment);
  const answered = at.filter((s) => s.state === 'answered');
  const states = new Map();
  for (const s of at) states.set(s.state, (states.get(s.state) ?? 0) + 1);
  return {
    moment,
    taps: at.length,
    answered: answered.length,
    states: Object.fromEntries(states),
    tapAt: median(answered.map((s) => s.tapAt)),
    answerMs: median(answered.map((s) => s.answerMs)),
    eventMs: median(answered.map((s) => s.eventMs ?? NaN)),
    inputDelayMs: median(answered.map((s) => s.inputDelayMs ?? NaN)),
    usableMs: median(answered.map((s) => s.usableMs)),
    held: answered.filter((s) => s.held && !s.byPage).length,
    byPage: answered.filter((s) => s.byPage).length,
    liveMs: median(answered.map((s) => s.liveAt ?? NaN)),
    newDocument: answered.filter((s) => s.newDocument).length,
  };
}
