// The deploy step: points a build of the app at the platform's API, without a rebuild.
//   npm run configure-deploy -- --api https://api.example [build folder, default apps/merchant/dist]
//   npm run configure-deploy -- --api '' dist    (back to the page's own origin)
//   ... --quick    (the pages' compressed copies at a fast setting: a deployment for a test)
// Every page's `<meta name="platform-api">` and its Content-Security-Policy (connect-src and
// img-src allow the platform's origin) are written as `VITE_API_BASE_URL=<address> npm run
// build` writes them, and the pages' .br and .gz copies again (apps/merchant/build/platform.ts).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configureBuild } from '../apps/merchant/build/delivery.ts';
import { platformBase } from '../apps/merchant/build/platform.ts';

const { values, positionals } = parseArgs({
  options: { api: { type: 'string' }, quick: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dir = positionals[0] ?? 'apps/merchant/dist';
if (values.api === undefined || positionals.length > 1) {
  console.error(
    "Usage: node scripts/configure-deploy.mjs --api <https://platform.example | ''> [--quick] [build folder]",
  );
  process.exit(2);
}
if (!existsSync(dir)) {
  console.error(`No build at ${dir}: build the app first (npm run build)`);
  process.exit(1);
}
try {
  const base = platformBase(values.api);
  const written = await configureBuild(dir, base, { quick: values.quick });
  console.log(
    `${dir}: ${written} pages now call ${base || "the page's own origin"}` +
      (written === 0 ? ' (they did already)' : ''),
  );
} catch (error) {
  console.error(`configure-deploy: ${error.message}`);
  process.exit(1);
}
