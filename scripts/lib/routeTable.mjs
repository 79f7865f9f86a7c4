// The app's route table (apps/merchant/src/routes.ts), as the checks of the built app need it.
import { createServer } from 'vite';

/**
 * The app's own ROUTES, loaded through Vite (it imports the kit): path, title key and whether it
 * has a screen. `demo`: as a demo build has them (with the demo-only routes), else as a
 * production build without demo mode has them.
 */
export async function loadRoutes({ demo = true } = {}) {
  const server = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    appType: 'custom',
    mode: demo ? 'development' : 'production',
    define: demo ? {} : { 'import.meta.env.DEV': 'false', 'import.meta.env.VITE_DEMO': '""' },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { ROUTES } = await server.ssrLoadModule('/apps/merchant/src/routes.ts');
    if (!ROUTES?.length) throw new Error('the route table is empty');
    return ROUTES.map((r) => ({ path: r.path, title: r.title, hasScreen: Boolean(r.screen) }));
  } finally {
    await server.close();
  }
}
