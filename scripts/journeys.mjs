// Journeys: what a merchant does, end to end, in the production build served as every real
// deployment serves it, the app on one origin and the platform's API on another, in Debian's
// Chromium at a phone's size.
//   node scripts/journeys.mjs [--reuse-build] [--only file-stem,file-stem] [--grep text]
// (--grep: only the journeys whose name contains the text; E2E_DIST: another build folder.)
// Every file in scripts/journeys/ exports `journeys`: [{ name, run(t) }]. Each file gets a
// fresh fake platform of its own (its own port, so its state starts from the seeds) in strict
// CORS mode, allowing only the origin of the app's own static host, which serves a copy of the
// build pointed at that platform by the deploy step (serveCrossOrigin in browser.mjs); its
// journeys run in order, and three files run at a time. Any page error, console error (a call
// the platform's CORS rules refuse among them, even on a page that expects failed requests) or
// Content-Security-Policy violation fails the journey that caused it.
// A page with routes of its own (page.route, context.route) has its CORS preflights answered by
// Playwright, not by the platform: there the platform's answers still need its CORS grant, and
// the headers it allows are held by the journeys without routes.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { buildDemoApp, demoToken, launchChromium, serveCrossOrigin } from './browser.mjs';
import { flag, writeResults } from './lib.mjs';

const FIRST_PORT = Number(process.env.JOURNEYS_PORT || 8820);
const CONCURRENCY = 3;
const only = flag('only')?.split(',');
const grep = flag('grep');
const EVIDENCE = '.test-results/journeys';

const built = await buildDemoApp({ reuse: process.argv.includes('--reuse-build') });
if (built !== 0) process.exit(built);

const files = readdirSync('scripts/journeys')
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .filter((f) => !only || only.includes(f.replace(/\.mjs$/, '')))
  .sort();

const browser = await launchChromium();
const outcomes = [];

/**
 * What a journey gets: the app's address (`base`) and the platform's (`api`, for what a journey
 * asks the platform itself), fresh pages, and the traps every page carries.
 */
function toolkit({ base, api, dir }, problems, contexts) {
  const journals = new WeakMap();
  return {
    base,
    api,
    /** The deployed copy of the app its static host serves (files read at each request). */
    appDir: dir,
    /**
     * A fresh browser context (no storage, no cache) with one page, 390 x 844 unless told,
     * loaded with `lang` (and the demo token when `loggedIn`) in localStorage: on /login, or
     * /home when logged in.
     */
    async newPage({
      language = 'zh-CN',
      loggedIn = false,
      viewport,
      offlineAware,
      serviceWorkers = 'block',
    } = {}) {
      const token = loggedIn ? await demoToken(api) : null;
      const context = await browser.newContext({
        viewport: viewport ?? { width: 390, height: 844 },
        locale: 'en-US',
        // The app's service worker only where a journey asks for it ('allow').
        serviceWorkers,
        // The storage is there before the app's first line runs: one load, in the language.
        storageState: {
          cookies: [],
          origins: [
            {
              origin: base,
              localStorage: [
                { name: 'lang', value: language },
                ...(token ? [{ name: 'token', value: token }] : []),
              ],
            },
          ],
        },
      });
      contexts.push(context);
      await context.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
        // Everything a live region (a toast, a status, an alert) has said, in order: a toast
        // stays 2 s, and on a loaded machine a locator's polling can fall between two looks.
        // `told()` of the merchant kit reads it.
        window.__said = [];
        const LIVE = '[role="status"], [role="alert"]';
        const hear = (node) => {
          const element = node.nodeType === 1 ? node : node.parentElement;
          const region = element?.closest(LIVE);
          // Only what is shown: the boot script's failure notice waits hidden in every page.
          const text = region?.checkVisibility() ? region.textContent.trim() : '';
          if (text && window.__said.at(-1) !== text) window.__said.push(text);
        };
        new MutationObserver((records) => {
          for (const record of records) {
            hear(record.target);
            // A region added whole (with its words) is heard from itself and its regions.
            for (const added of record.addedNodes) {
              if (added.nodeType !== 1) continue;
              hear(added);
              added.querySelectorAll(LIVE).forEach(hear);
            }
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const page = await context.newPage();
      const journal = { console: [], urls: [] };
      journals.set(page, journal);
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) journal.urls.push(frame.url());
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        journal.console.push(`${m.type()}: ${m.text()}`);
        if (m.type() !== 'error') return;
        const text = m.text();
        // A failed request is logged by the browser itself; journeys that cause one on
        // purpose (401, offline, refusals) check the screen instead. A call the platform's
        // CORS rules refuse is never on purpose.
        const refused = /CORS policy/i.test(text);
        if (!refused && (offlineAware || /Failed to load resource|net::ERR_/.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      // A logged-in merchant is sent on from /login to /home.
      await page.goto(`${base}/login`);
      return page;
    },
    /**
     * What a page of newPage() has left behind since it opened: every console message
     * (`type: text`, all types) and every address its main frame went to, in-app
     * navigations included.
     */
    journal(page) {
      const journal = journals.get(page);
      if (!journal) throw new Error('journal(): not a page of newPage()');
      return journal;
    },
    /** Fails the journey with the CSP violations this page has collected, if any. */
    async assertNoCspViolations(page) {
      const seen = await page.evaluate(() => window.__cspViolations ?? []);
      if (seen.length) throw new Error(`CSP violations: ${seen.join(' | ')}`);
    },
  };
}

const claimed = new Set();

/**
 * The first port from `from` up that nothing listens on (and no file of this run took): with
 * another run on the machine, a busy port would otherwise hand this run the other's platform.
 */
async function freePort(from) {
  for (let port = from; port < from + 200; port += 1) {
    if (claimed.has(port)) continue;
    // Claimed before it is probed: two files starting at once (their first ports next to each
    // other) would otherwise both find the same port free and deploy into the same folder. A
    // port found taken stays claimed: it is not tried again.
    claimed.add(port);
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/** A failed journey's pages as they were: a screenshot each, named in the failure. */
async function keepEvidence(file, index, contexts) {
  const shots = [];
  mkdirSync(EVIDENCE, { recursive: true });
  for (const page of contexts.flatMap((context) => context.pages())) {
    const path = `${EVIDENCE}/${file.replace(/\.mjs$/, '')}-${index + 1}-${shots.length + 1}.png`;
    try {
      writeFileSync(path.replace(/png$/, 'txt'), await page.locator('body').ariaSnapshot());
      await page.screenshot({ path, timeout: 15000, animations: 'disabled', caret: 'hide' });
      shots.push(`${path} (${page.url()})`);
    } catch {
      // A page that cannot be drawn any more leaves no evidence.
    }
  }
  return shots.length ? `\n    screen: ${shots.join(', ')}` : '';
}

/**
 * The requests of the journey just run that did not match the contract (the fake platform
 * checks every API request, serve.ts --check-requests), each as a problem of the journey.
 */
async function contractViolations(api) {
  const answer = await fetch(`${api}/__contract/violations`);
  if (!answer.ok)
    return [`the fake platform did not report its contract check (HTTP ${answer.status})`];
  const { violations } = await answer.json();
  return violations.map((v) => `request outside the contract: ${v}`);
}

async function runFile(file, index) {
  const appPort = await freePort(FIRST_PORT + index);
  const apiPort = await freePort(appPort + 1);
  const demo = await serveCrossOrigin(appPort, apiPort);
  try {
    const { journeys } = await import(pathToFileURL(`scripts/journeys/${file}`).href);
    for (const journey of journeys) {
      if (grep && !journey.name.includes(grep)) continue;
      const problems = [];
      const contexts = [];
      const t0 = Date.now();
      let error = null;
      try {
        await journey.run(toolkit(demo, problems, contexts));
        problems.push(...(await contractViolations(demo.api)));
        if (problems.length) error = problems.join('\n    ');
      } catch (e) {
        error = `${e.message}${problems.length ? `\n    ${problems.join('\n    ')}` : ''}`;
      } finally {
        if (error) error += await keepEvidence(file, journeys.indexOf(journey), contexts);
        for (const context of contexts) await context.close().catch(() => {});
      }
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      outcomes.push({ file, name: journey.name, error, seconds });
      console.log(
        error
          ? `  FAILED ${file}: ${journey.name} (${seconds} s)\n    ${error}`
          : `  ok ${file}: ${journey.name} (${seconds} s)`,
      );
    }
  } finally {
    await demo.stop();
  }
}

// A journey's promise that rejects with nobody waiting (a wait started before a step that failed
// first) is a failure of the run, said once the journeys end; it must not end the run at once,
// losing what the other journeys found.
const stray = [];
process.on('unhandledRejection', (error) => stray.push(error?.message?.split('\n')[0] ?? error));

try {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, files.length) }, async () => {
      while (next < files.length) {
        const index = next++;
        await runFile(files[index], index);
      }
    }),
  );
} finally {
  await browser.close();
}

for (const message of stray) {
  outcomes.push({ file: '(runner)', name: 'a promise rejected unheard', error: message });
  console.log(`  FAILED a promise of a journey rejected with nobody waiting: ${message}`);
}
const failed = outcomes.filter((o) => o.error).length;
console.log(`journeys: ${outcomes.length - failed} passed, ${failed} failed`);
writeResults('.test-results/journeys.json', outcomes.length - failed, failed, { outcomes });
process.exit(failed || !outcomes.length ? 1 : 0);
