// Size budgets of the production build (bytes are deterministic, so they are tested):
// - the JavaScript needed to show /login (entry, its static imports, the login screen chunk
//   and the default language chunk): at most 110 KB brotli;
// - each route's own lazy chunk: at most 25 KB brotli;
// - one language's translations: at most 20 KB brotli, and no language in the entry's graph.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = 'apps/merchant/dist';
const KB = 1024;
const budgets = { login: 110 * KB, route: 25 * KB, language: 20 * KB };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const failures = [];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const staticGraph = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticGraph(dep, seen);
  return seen;
};
const isLanguage = (key) => /i18n\/bundles\/[\w-]+\.(start|rest)\.ts$/.test(key);
const isScreen = (key) =>
  /\/screens\/.+\/index\.tsx?$/.test(key) || /\/shell\/.+\/index\.tsx?$/.test(key);

const entryGraph = staticGraph(entryKey);
for (const key of entryGraph)
  if (isLanguage(key)) failures.push(`language chunk ${key} is loaded eagerly`);

const loginKey = Object.keys(manifest).find((k) => /screens\/auth\/Login\/index\.tsx?$/.test(k));
const loginGraph = new Set(entryGraph);
if (loginKey) staticGraph(loginKey, loginGraph);
else failures.push('no login screen chunk found in the manifest');
// The login page waits for the start of the default language (common, app, auth).
const defaultLanguage = Object.keys(manifest).find((k) =>
  /i18n\/bundles\/zh-CN\.start\.ts$/.test(k),
);
if (defaultLanguage) loginGraph.add(defaultLanguage);
const loginFiles = new Set(
  [...loginGraph].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')),
);
const loginBytes = [...loginFiles].reduce((n, f) => n + brotli(f), 0);
console.log(
  `size: /login needs ${loginFiles.size} files, ${kb(loginBytes)} brotli (budget ${kb(budgets.login)})`,
);
if (loginBytes > budgets.login)
  failures.push(`/login needs ${kb(loginBytes)} > ${kb(budgets.login)}`);

let largestRoute = { key: '', bytes: 0 };
let routes = 0;
const languages = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  if (isLanguage(key)) {
    const lng = /bundles\/([\w-]+)\./.exec(key)[1];
    languages.set(lng, (languages.get(lng) ?? 0) + brotli(chunk.file));
  } else if (isScreen(key)) {
    routes += 1;
    const bytes = brotli(chunk.file);
    if (bytes > largestRoute.bytes) largestRoute = { key, bytes };
    if (bytes > budgets.route)
      failures.push(`route chunk ${key}: ${kb(bytes)} > ${kb(budgets.route)}`);
  }
}
for (const [lng, bytes] of languages) {
  console.log(
    `size: language ${lng}: ${kb(bytes)} brotli, both parts (budget ${kb(budgets.language)})`,
  );
  if (bytes > budgets.language)
    failures.push(`language ${lng}: ${kb(bytes)} > ${kb(budgets.language)}`);
}
if (languages.size !== 7) failures.push(`${languages.size} languages found, 7 expected`);
console.log(
  `size: ${routes} route chunks, largest ${largestRoute.key.replace(/.*src\//, '')} ${kb(largestRoute.bytes)} brotli (budget ${kb(budgets.route)} each)`,
);
if (failures.length) {
  for (const f of failures) console.error(`  over budget: ${f}`);
  process.exit(1);
}
