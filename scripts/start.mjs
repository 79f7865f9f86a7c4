// `npm start`: builds the app for the demo platform and serves it, with the fake platform as a
// real HTTP API, from one port on all interfaces (so a phone on the same network can use it).
//   PORT=8787 HOST=0.0.0.0 npm start
import { bin, run } from './lib.mjs';

const { DEMO_ACCOUNT, DEMO_PASSWORD } = await import('../mocks/src/fixtures/merchant.ts');
const port = process.env.PORT || '8787';
const host = process.env.HOST || '0.0.0.0';

console.log(`Node ${process.version}: building the app for the demo platform…`);
const env = {
  ...process.env,
  VITE_DEMO: '1',
  VITE_DEMO_ACCOUNT: DEMO_ACCOUNT,
  VITE_DEMO_PASSWORD: DEMO_PASSWORD,
};
const built = await run(
  bin('vite'),
  ['build', '--config', 'apps/merchant/vite.config.ts', '--logLevel', 'warn'],
  { env },
);
if (built !== 0) process.exit(built);

console.log(`Demo account: ${DEMO_ACCOUNT} / ${DEMO_PASSWORD} (the login page offers it too)`);
process.exit(
  await run(process.execPath, [
    'mocks/src/serve.ts',
    '--host',
    host,
    '--port',
    port,
    '--static',
    'apps/merchant/dist',
  ]),
);
