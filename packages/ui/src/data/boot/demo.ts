/** The demo platform's account, shown on the login page of a demo build (VITE_DEMO=1). */
export type DemoAccount = { account: string; password: string };

/** The demo account when this build runs on the built-in demo platform, else null. */
export function demoAccount(): DemoAccount | null {
  const env = import.meta.env;
  if (env.VITE_DEMO !== '1') return null;
  const account = String(env.VITE_DEMO_ACCOUNT ?? '');
  const password = String(env.VITE_DEMO_PASSWORD ?? '');
  return account && password ? { account, password } : null;
}

/** What decides whether the demo-only tools exist: Vite's `import.meta.env` (or a test's stand-in). */
export type DemoEnv = { VITE_DEMO?: unknown; DEV?: unknown };

/**
 * True where the demo-only tools (the deposit sandbox, /test/chongzhi) may exist: a demo build
 * (VITE_DEMO=1) or a development build. A production build without demo mode has none of them.
 */
export function demoToolsEnabled(env: DemoEnv = import.meta.env): boolean {
  return env.VITE_DEMO === '1' || env.DEV === true;
}
