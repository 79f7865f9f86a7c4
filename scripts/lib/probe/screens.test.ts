import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../apps/merchant/src/routes.ts';
import { contractOperations, readContract } from './contract.ts';
import { callsIn, importsIn, routeScreens, screenCalls } from './screens.ts';
import type { Call } from './screens.ts';

const root = join(import.meta.dirname, '../../..');
const pages = screenCalls(root);
const operations = contractOperations(readContract(join(root, 'openapi/merchant.yaml')));
const callOf = new Map(operations.map((o) => [o.operationId, `${o.method} ${o.path}` as Call]));
const pagesCalling = (operationId: string) =>
  pages.filter((p) => p.calls.includes(callOf.get(operationId)!)).map((p) => p.path);

/** Every non-test source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('callsIn', () => {
  it('reads the typed client calls, on one line or several, and not comments or key prefixes', () => {
    const source = `
      // $api.useQuery('get', '/merchant/in/comment')
      /** apiClient.GET('/merchant/in/doc') */
      const a = $api.useQuery('get', '/merchant/order/list', undefined, {});
      const b = $api.useInfiniteQuery(
        'get',
        '/merchant/merchant/bill',
        {},
      );
      const c = $api.useMutation('post', '/merchant/order/pick');
      const d = await apiClient.GET('/api/bankcard/downloadQrcode', {});
      const e = apiClient.POST("/merchant/merchant/login", {});
      const f = entityKey('/merchant/team/info');
      type Q = paths['/merchant/product/manage']['get'];
      const url = 'https://example.org//merchant/x';
    `;
    expect(callsIn(source).sort()).toEqual([
      'GET /api/bankcard/downloadQrcode',
      'GET /merchant/merchant/bill',
      'GET /merchant/order/list',
      'POST /merchant/merchant/login',
      'POST /merchant/order/pick',
    ]);
  });

  it('follows value imports, side-effect imports and lazy imports, not type-only ones', () => {
    const source = `
      import { a } from './a';
      import b, { type C } from '../b';
      import type { D } from './d';
      export { e } from './e';
      export type { F } from './f';
      import './g';
      const H = lazy(() => import('./h'));
      import { i } from 'react';
    `;
    expect(importsIn(source).sort()).toEqual(['../b', './a', './e', './g', './h']);
  });
});

describe('the pages and the calls of their screens', () => {
  it('has every route of the route table, each with its screen folder and component', () => {
    const parsed = routeScreens(root);
    expect(parsed.map((p) => p.path).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    for (const page of parsed) {
      const index = ['index.ts', 'index.tsx']
        .map((name) => join(root, page.screen, name))
        .find((file) => existsSync(file));
      expect(index, `${page.path}: ${page.screen}`).toBeDefined();
      expect(readFileSync(index!, 'utf8'), `${page.path} shows ${page.component}`).toMatch(
        new RegExp(`\\b${page.component}\\b`),
      );
    }
  });

  it("gives each page at least the calls of its screen folder's own files", () => {
    for (const page of pages) {
      const own = sources(join(root, page.screen)).flatMap((file) =>
        callsIn(readFileSync(file, 'utf8')),
      );
      for (const call of own) expect(page.calls, page.path).toContain(call);
    }
  });

  it('names only calls of the contract', () => {
    const known = new Set(callOf.values());
    const unknown = pages.flatMap((p) => p.calls.filter((c) => !known.has(c)).map((c) => c));
    expect(unknown).toEqual([]);
  });

  it('finds every probed read a screen makes, through the shared hooks and queries it imports', () => {
    const screenFiles = sources(join(root, 'packages/ui/src/screens'));
    const imported = new Set(
      screenFiles.flatMap((file) =>
        importsIn(readFileSync(file, 'utf8')).map((s) => s.split('/').slice(-2).join('/')),
      ),
    );
    const queries = sources(join(root, 'packages/ui/src/data/queries')).filter((file) =>
      imported.has(
        `queries/${file
          .split('/')
          .pop()!
          .replace(/\.tsx?$/, '')}`,
      ),
    );
    const used = new Set(
      [...screenFiles, ...queries].flatMap((file) => callsIn(readFileSync(file, 'utf8'))),
    );
    const found = new Set(pages.flatMap((p) => p.calls));
    const probed = operations.filter((o) => o.safe && used.has(callOf.get(o.operationId)!));
    expect(probed.length).toBeGreaterThan(20);
    expect(
      probed.filter((o) => !found.has(callOf.get(o.operationId)!)).map((o) => o.operationId),
    ).toEqual([]);
  });

  it('follows imports out of the screen folder', () => {
    // data/queries/merchantProfile (useMerchantProfile)
    expect(pagesCalling('getMerchantInfo')).toEqual(
      expect.arrayContaining(['/home', '/my', '/order']),
    );
    // orders/shared/useOrderDetailQuery
    expect(pagesCalling('getOrder')).toEqual(
      expect.arrayContaining(['/orderDetail', '/logistics']),
    );
    // settings/shared/useStoreSettings
    expect(pagesCalling('getStoreSettings')).toEqual(
      expect.arrayContaining(['/setting', '/socialmedia']),
    );
    // team/shared/useTeamInfo
    expect(pagesCalling('getTeamInfo')).toEqual(
      expect.arrayContaining(['/myTeam', '/myCommunity']),
    );
    // data/boot/languageChoice, through the login page's language picker
    expect(pagesCalling('listLanguages')).toContain('/login');
    expect(pagesCalling('listOrders')).toContain('/order');
  });
});
