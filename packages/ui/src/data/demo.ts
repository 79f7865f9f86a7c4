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
