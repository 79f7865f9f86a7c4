// Which route shows which screen, read from the app's route table (apps/merchant/src/routes.ts)
// for the domain pages: the table imports each screen lazily, so its text names the screen's
// folder. scripts/storybook-docs.test.ts holds this reading to the table the app builds.
import routesSource from '../../apps/merchant/src/routes.ts?raw';
import { PATHS, type PageName } from '../../packages/ui/src/data/address/paths';

/** One route of the app and the screen it shows. */
export type RouteScreen = {
  /** The page's address. */
  path: string;
  /** The i18n key (namespace app) of its title. */
  title: string;
  /** Whether a visitor without a session may open it. */
  access: 'public' | 'protected';
  /** The screens folder's domain (`orders`). */
  domain: string;
  /** The screen's folder (`OrderList`). */
  screen: string;
};

const LOADER =
  /const (\w+) = (?:screen|preloadable)\(\s*\(\) => import\('@merchant\/ui\/screens\/(\w+)\/(\w+)'\)/g;
const ENTRY = /\{([^{}]*\bpath: PATHS\.(\w+)[^{}]*)\}/g;

/** Every route of the table with its screen, in the table's order. */
export function routeScreens(source: string = routesSource): RouteScreen[] {
  const loaders = new Map<string, { domain: string; screen: string }>();
  for (const [, name, domain, screen] of source.matchAll(LOADER)) {
    loaders.set(name!, { domain: domain!, screen: screen! });
  }
  const table = source.slice(source.indexOf('export const ROUTES'));
  return [...table.matchAll(ENTRY)].map(([, body, page]) => {
    const screenVar = /\bscreen: (\w+)/.exec(body!)?.[1];
    const loader = screenVar ? loaders.get(screenVar) : undefined;
    const title = /\btitle: '([^']+)'/.exec(body!)?.[1];
    if (!loader || !title || !(page! in PATHS)) {
      throw new Error(`routeScreens: cannot read the route PATHS.${page} of the route table`);
    }
    return {
      path: PATHS[page as PageName],
      title,
      access: /\baccess: 'public'/.test(body!) ? 'public' : 'protected',
      ...loader,
    };
  });
}
