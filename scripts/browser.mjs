// What the browser checks share: the production build on the demo platform (one port, as
// `npm start` serves it, or two origins, as every real deployment serves it) and Debian's
// Chromium, headless, at a phone's size.
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PATHS } from '../packages/ui/src/data/address/paths.ts';
import {
  CHROMIUM_ARGS,
  bin,
  chromiumPath,
  run,
  start,
  stop,
  verifiedBuild,
  waitForUrl,
} from './lib.mjs';

/**
 * The query a detail page reads (`parseIdParam(params.get('id'))`), by address: a record of the
 * demo seed (mocks/src/fixtures: product 1, order 1016 shipped with tracking, message 501).
 */
export const DETAIL_QUERY = {
  [PATHS.goodsDetail]: '?id=1',
  [PATHS.orderDetail]: '?id=1016',
  [PATHS.logistics]: '?id=1016',
  [PATHS.messageDetail]: '?id=501',
};

// E2E_DIST: a build directory of one's own (relative to the repository), so a run is not
// disturbed by another build writing the shared one meanwhile.
export const DEMO_DIST = process.env.E2E_DIST || '.cache/e2e-dist';

/**
 * Builds the app for the demo platform into DEMO_DIST; with `reuse`, keeps the build there only
 * if it was made from today's sources (the hash of its inputs recorded next to it: verifiedBuild
 * in lib.mjs), else builds it again.
 */
export async function buildDemoApp({ reuse = false } = {}) {
  const { DEMO_ACCOUNT, DEMO_PASSWORD } = await import('../mocks/src/fixtures/merchant.ts');
  const env = {
    ...process.env,
    VITE_DEMO: '1',
    VITE_DEMO_ACCOUNT: DEMO_ACCOUNT,
    VITE_DEMO_PASSWORD: DEMO_PASSWORD,
  };
  return verifiedBuild(
    DEMO_DIST,
    env,
    () =>
      run(
        bin('vite'),
        [
          'build',
          '--config',
          'apps/merchant/vite.config.ts',
          '--logLevel',
          'warn',
          '--outDir',
          `../../${DEMO_DIST}`,
        ],
        { env },
      ),
    { reuse },
  );
}

/**
 * Serves the demo build with the fake platform on 127.0.0.1:port; resolves the server and its
 * address. `tls` ({ key, cert }: PEM file paths) serves HTTPS with HTTP/2, as a CDN does (the
 * caller then accepts the self-signed certificate: NODE_TLS_REJECT_UNAUTHORIZED=0). `variant`
 * serves the platform as another would answer (mocks/src/variants.ts: `seen-only`).
 */
export async function serveDemo(port, { tls, dist = DEMO_DIST, variant } = {}) {
  const server = start(process.execPath, [
    'mocks/src/serve.ts',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--static',
    dist,
    '--check-requests',
    ...(tls ? ['--tls-key', tls.key, '--tls-cert', tls.cert] : []),
    ...(variant ? ['--variant', variant] : []),
  ]);
  server.stderr.on('data', (d) => process.stderr.write(d));
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  await waitForUrl(`${base}/login`);
  return { server, base, stop: () => stop(server) };
}

/**
 * The demo build as every real deployment serves it, from two origins: the app's files from a
 * static host at 127.0.0.1:appPort (no platform there: its paths answer 404), the fake platform
 * at 127.0.0.1:apiPort in strict CORS mode (only the app's origin may call, with the app's
 * methods and headers; mocks/src/cors.ts). The app is pointed at the platform by the documented
 * deploy step (scripts/configure-deploy.mjs) on a copy of the build's pages (its assets shared
 * by a link), so the build itself stays same-origin for the other checks. Resolves the app's
 * address (`base`), the platform's (`api`) and `stop`.
 */
export async function serveCrossOrigin(appPort, apiPort, { dist = DEMO_DIST } = {}) {
  const base = `http://127.0.0.1:${appPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const deployed = `${dist}.deploys/${appPort}`;
  await rm(deployed, { recursive: true, force: true });
  await mkdir(deployed, { recursive: true });
  const assets = join(dist, 'assets');
  await cp(dist, deployed, { recursive: true, filter: (from) => from !== assets });
  await symlink(resolve(assets), join(deployed, 'assets'), 'dir');
  const configured = await run(
    process.execPath,
    // --quick: each journey file and e2e deploy a copy (386 pages): 4.8 CPU-seconds each at the
    // deployment's own compression (48 of the journeys' 317), 1.6 quick (2026-11-29).
    ['scripts/configure-deploy.mjs', '--api', api, '--quick', deployed],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (configured !== 0) throw new Error(`configure-deploy failed for ${deployed}`);
  const platform = start(process.execPath, [
    'mocks/src/serve.ts',
    '--host',
    '127.0.0.1',
    '--port',
    String(apiPort),
    '--cors-origin',
    base,
    '--check-requests',
  ]);
  const app = start(process.execPath, [
    'mocks/src/serve.ts',
    '--host',
    '127.0.0.1',
    '--port',
    String(appPort),
    '--static',
    deployed,
    '--no-api',
  ]);
  for (const server of [platform, app]) server.stderr.on('data', (d) => process.stderr.write(d));
  const stopAll = () => {
    stop(platform);
    stop(app);
  };
  try {
    await Promise.all([
      waitForUrl(`${base}/login`),
      waitForUrl(`${api}/merchant/merchant/language_list`),
    ]);
  } catch (error) {
    stopAll();
    throw error;
  }
  return {
    base,
    api,
    /** The deployed copy of the app the static host serves (a journey may deploy a change). */
    dir: deployed,
    stop: async () => {
      stopAll();
      await rm(deployed, { recursive: true, force: true }).catch(() => {});
    },
  };
}

/**
 * Debian's Chromium, headless, without any of its background traffic. Its contexts block the
 * app's service worker unless they ask for it (`serviceWorkers: 'allow'`): each test starts from
 * the network, and a request the worker answered would pass by `page.route`.
 */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/** Logs the demo merchant in through the platform and returns its token. */
export async function demoToken(base) {
  const { DEMO_ACCOUNT, DEMO_PASSWORD } = await import('../mocks/src/fixtures/merchant.ts');
  const res = await fetch(`${base}/merchant/merchant/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO_ACCOUNT, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  const token = body?.data?.merinfo?.token;
  if (!token) throw new Error(`demo login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}
