/**
 * The fake platform as a real HTTP server (and, with --static, the built app on the same port).
 *   node mocks/src/serve.ts [--port 8787] [--host 0.0.0.0] [--static apps/merchant/dist]
 *     [--seed default]   the starting state (seeds/index.ts: manyOrders, empty, lowBalance...);
 *                        MOCK_SEED in the environment when there is no --seed
 *     [--tls-key key.pem --tls-cert cert.pem]   HTTPS with HTTP/2, as a CDN serves (the benchmark)
 *     [--cors-origin http://127.0.0.1:6401]   strict CORS: only that origin may call, with the app's
 *                          methods and headers (mocks/src/cors.ts); without it any origin may
 *     [--no-api]           with --static: the app's files only (its own origin, no platform)
 *     [--check-requests]   every API request checked against the contract; what does not match
 *                          is logged and kept for GET /__contract/violations (journeys read it)
 *     [--variant exact|rename:<operationId>:<dataPath>:<newName>|seen-only]   answers as another
 *                          platform would (variants.ts), for proving `npm run probe`
 */
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { parseArgs } from 'node:util';
import { strictCors } from './cors.ts';
import { createMockHttpServer } from './http.ts';
import { SEED_NAMES } from './seeds/index.ts';
import { createVariantAnswer, gradesOf, parseVariant, VARIANT_USAGE } from './variants.ts';
import type { Variant } from './variants.ts';
import { loadContract, nodeRequestCheck } from './wire/contractNode.ts';
import type { SeedName } from './seeds/index.ts';
import { resetStore } from './state/store.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '0.0.0.0' },
    static: { type: 'string' },
    seed: { type: 'string', default: process.env.MOCK_SEED || 'default' },
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
    'check-requests': { type: 'boolean', default: false },
    'cors-origin': { type: 'string' },
    'no-api': { type: 'boolean', default: false },
    variant: { type: 'string', default: 'exact' },
  },
});

let variant: Variant;
try {
  variant = parseVariant(values.variant);
} catch (error) {
  console.error(`${(error as Error).message}\n--variant ${VARIANT_USAGE}`);
  process.exit(1);
}

const seed = values.seed as SeedName;
if (!SEED_NAMES.includes(seed)) {
  console.error(`Unknown --seed ${values.seed} (one of ${SEED_NAMES.join(', ')})`);
  process.exit(1);
}
resetStore(seed);

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(1);
}
const host = values.host;
const tls =
  values['tls-key'] && values['tls-cert']
    ? { key: readFileSync(values['tls-key']), cert: readFileSync(values['tls-cert']) }
    : undefined;
const scheme = tls ? 'https' : 'http';
if (values['no-api'] && !values.static) {
  console.error('--no-api serves the app only: give it --static <dir>');
  process.exit(1);
}
const corsOrigin = values['cors-origin'];
if (corsOrigin !== undefined) {
  try {
    strictCors(corsOrigin);
  } catch (error) {
    console.error(`Invalid --cors-origin: ${(error as Error).message}`);
    process.exit(1);
  }
}
const server = createMockHttpServer({
  ...(values.static ? { staticDir: values.static } : {}),
  ...(values['no-api'] ? { api: false } : {}),
  ...(corsOrigin ? { corsOrigin } : {}),
  ...(tls ? { tls } : {}),
  ...(values['check-requests'] ? { checkRequests: nodeRequestCheck() } : {}),
  ...(variant.kind === 'exact'
    ? {}
    : { variant: createVariantAnswer(variant, gradesOf(loadContract())) }),
});

server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const urls = [`${scheme}://localhost:${actual}/`];
  if (host === '0.0.0.0' || host === '::') {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const info of addresses ?? []) {
        if (info.family === 'IPv4' && !info.internal)
          urls.push(`${scheme}://${info.address}:${actual}/`);
      }
    }
  } else if (host !== 'localhost' && host !== '127.0.0.1') {
    urls[0] = `${scheme}://${host}:${actual}/`;
  }
  if (values['no-api']) {
    console.log(`The app (${values.static}, no platform) at:`);
    for (const url of urls) console.log(`  ${url}`);
    return;
  }
  console.log(
    `Fake shop platform${values.static ? ` + ${values.static}` : ''} (${seed === 'default' ? 'demo data' : `seed ${seed}`}) at:`,
  );
  for (const url of urls) console.log(`  ${url}`);
  if (corsOrigin) console.log(`Calls from pages allowed from ${corsOrigin} only (strict CORS).`);
  if (variant.kind !== 'exact') console.log(`Answering as variant ${values.variant}.`);
  console.log('Demo login: demo@example.com / demo1234 (payment password 123456). Ctrl+C to stop.');
});

const stop = () => {
  server.close(() => process.exit(0));
  if ('closeAllConnections' in server) server.closeAllConnections();
  // An HTTP/2 server has no such call: its sessions end with the process.
  else setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
