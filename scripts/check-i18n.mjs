// Every key of every namespace must exist in all seven languages, with the same
// interpolation variables, and no text may be empty. zh-CN is the reference.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'packages/ui/src/i18n/locales';
const reference = 'zh-CN';
const expected = ['zh-CN', 'zh-TW', 'en', 'ko', 'ja', 'th', 'vi'];
const problems = [];

const flatten = (obj, prefix = '', out = new Map()) => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out.set(key, v);
  }
  return out;
};
const vars = (text) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const langs = readdirSync(root).filter((d) => !d.startsWith('.'));
for (const lng of expected) if (!langs.includes(lng)) problems.push(`language ${lng} is missing`);
for (const lng of langs)
  if (!expected.includes(lng)) problems.push(`unexpected language folder ${lng}`);

const load = (lng) => {
  const table = new Map();
  for (const file of readdirSync(join(root, lng)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    try {
      for (const [k, v] of flatten(JSON.parse(readFileSync(join(root, lng, file), 'utf8')))) {
        table.set(`${ns}:${k}`, v);
      }
    } catch (error) {
      problems.push(`${lng}/${file}: not valid JSON (${error.message})`);
    }
  }
  return table;
};

const tables = Object.fromEntries(
  expected.filter((l) => langs.includes(l)).map((l) => [l, load(l)]),
);
const ref = tables[reference] ?? new Map();
const all = new Set(Object.values(tables).flatMap((t) => [...t.keys()]));
let sameAsEnglish = 0;
for (const [lng, table] of Object.entries(tables)) {
  const missing = [...all].filter((k) => !table.has(k));
  if (missing.length)
    problems.push(`${lng}: ${missing.length} keys missing, e.g. ${missing.slice(0, 5).join(', ')}`);
  for (const [key, value] of table) {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${lng} ${key}: empty or not text`);
    else if (ref.has(key) && vars(value) !== vars(ref.get(key))) {
      problems.push(
        `${lng} ${key}: variables {${vars(value)}} differ from ${reference} {${vars(ref.get(key))}}`,
      );
    }
    if (lng !== 'en' && tables.en?.get(key) === value && /[a-z]{4,}/i.test(value))
      sameAsEnglish += 1;
  }
}

console.log(
  `i18n: ${all.size} keys x ${Object.keys(tables).length} languages; ${sameAsEnglish} non-English texts equal to the English one`,
);
if (problems.length) {
  for (const p of problems) console.error(`  ${p}`);
  console.error(`i18n: ${problems.length} problems`);
  process.exit(1);
}
