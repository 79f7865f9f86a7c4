// Every key of every namespace must exist in all seven languages, with the same
// interpolation variables, and no text may be empty. zh-CN is the reference.
// A text identical to the English one in another language is an untranslated copy, and fails,
// unless packages/ui/src/i18n/sameAsEnglish.json lists its key with the reason it stays the same
// (a brand, a unit or code); a text with no letter once its {{variables}} are taken out (a
// pattern such as "× {{count}}") has nothing to translate. An entry of that list that no language
// copies any more fails too, so the list stays what it says. Before the real check, a copy of an
// English text planted in Thai must be caught (the detector's own control).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'packages/ui/src/i18n/locales';
const ALLOWED_SAME = 'packages/ui/src/i18n/sameAsEnglish.json';
const REASONS = ['brand', 'unit', 'code'];
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

const allowed = new Map();
try {
  for (const [key, why] of Object.entries(JSON.parse(readFileSync(ALLOWED_SAME, 'utf8')))) {
    const reason = String(why?.reason ?? '');
    if (!REASONS.includes(reason) || !String(why?.note ?? '').trim())
      problems.push(
        `${ALLOWED_SAME} ${key}: needs a reason (${REASONS.join(', ')}) and a note, has ${JSON.stringify(why)}`,
      );
    allowed.set(key, reason);
  }
} catch (error) {
  problems.push(`${ALLOWED_SAME}: not readable (${error.message})`);
}

/** The texts of other languages equal to the English one that have words to translate. */
const copiesOfEnglish = (byLanguage) => {
  const found = [];
  for (const [lng, table] of Object.entries(byLanguage)) {
    if (lng === 'en') continue;
    for (const [key, value] of table) {
      const words = String(value).replace(/\{\{[^}]*\}\}/g, '');
      if (byLanguage.en?.get(key) === value && /\p{L}/u.test(words))
        found.push({ lng, key, value });
    }
  }
  return found;
};

// The control: Thai given the English text of a key the list does not allow must be caught.
const planted = [...(tables.en ?? new Map())].find(
  ([key, value]) => !allowed.has(key) && /\p{L}{4}/u.test(value),
);
const withCopy = { ...tables, th: new Map(tables.th) };
if (planted) withCopy.th.set(planted[0], planted[1]);
const controlCaught =
  planted && copiesOfEnglish(withCopy).some((c) => c.lng === 'th' && c.key === planted[0]);
if (!controlCaught) problems.push('control: an English text copied into th was not caught');

const copies = copiesOfEnglish(tables);
for (const { lng, key, value } of copies.filter((c) => !allowed.has(c.key)))
  problems.push(
    `${lng} ${key}: "${value}" is the English text (translate it, or list it in ${ALLOWED_SAME} with its reason)`,
  );
for (const key of allowed.keys())
  if (!copies.some((c) => c.key === key))
    problems.push(`${ALLOWED_SAME} ${key}: no language has the English text any more: remove it`);
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
  }
}

console.log(
  `i18n: ${all.size} keys x ${Object.keys(tables).length} languages; ${copies.length} texts equal to the English one (${new Set(copies.map((c) => c.key)).size} keys); the control copy ${controlCaught ? 'was caught' : 'was NOT caught'}`,
);
if (problems.length) {
  for (const p of problems) console.error(`  ${p}`);
  console.error(`i18n: ${problems.length} problems`);
  process.exit(1);
}
