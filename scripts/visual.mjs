// The visual check: the screenshots the stories step took (.storybook/visual.ts, one per story,
// and each screen's Default story also in the dark theme and in English) against the committed
// baselines in .storybook/visual/. A screenshot that differs in more than MAX_CHANGED of its
// pixels (each compared by pixelmatch with a colour threshold of 0.1), a story with no baseline
// and, after a whole run, a baseline with no story, fail; .test-results/visual/index.html shows
// each one, the baseline, the new image and their difference side by side. The baselines hold
// for the Chromium that drew them (.storybook/visual/chromium.txt): with another version nothing
// is compared, and one message says to take new baselines.
//   node scripts/visual.mjs check    compare (scripts/test-stories.mjs runs it after the stories)
//   node scripts/visual.mjs accept   the last run's images become the baselines
// (`npm run visual:accept`; after a run of every story it also drops the baselines of stories
// that are gone, after a run of some (--glob) it keeps the others.)
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINES = '.storybook/visual';
const OUT = '.test-results/visual';
const ACTUAL = `${OUT}/actual`;
const VERSION = 'chromium.txt';
// 0.01 % of 390 x 844: a shifted edge or a changed colour is far more; rendering noise is none.
const MAX_CHANGED = 33;

const pngs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort()
    : [];
const version = (dir) => {
  try {
    return readFileSync(join(dir, VERSION), 'utf8').trim();
  } catch {
    return null;
  }
};

/** Compares two PNG files; resolves the changed pixels (or 'size') and writes the difference. */
function difference(baseline, actual, diffPath) {
  const a = readFileSync(baseline);
  const b = readFileSync(actual);
  if (a.equals(b)) return 0;
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  if (left.width !== right.width || left.height !== right.height) return 'size';
  const diff = new PNG({ width: left.width, height: left.height });
  const changed = pixelmatch(left.data, right.data, diff.data, left.width, left.height, {
    threshold: 0.1,
  });
  if (changed > MAX_CHANGED) writeFileSync(diffPath, PNG.sync.write(diff));
  return changed;
}

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/** The report a designer opens: each finding with its images side by side. */
function report({ title, advice, rows }) {
  const figure = (label, src) =>
    src
      ? `<figure><figcaption>${label}</figcaption><img src="${escape(src)}" alt="${label}" width="390"></figure>`
      : `<figure><figcaption>${label}</figcaption><p>(none)</p></figure>`;
  const items = rows
    .map(
      (row) => `<section><h2>${escape(row.name)}</h2><p>${escape(row.why)}</p><div class="row">
${figure('Baseline', row.baseline)}${figure('New', row.actual)}${figure('Difference', row.diff)}</div></section>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}figure{margin:0 16px 0 0}
.row{display:flex;align-items:flex-start}img{border:1px solid #ccc}section{margin:0 0 32px}</style>
<h1>${escape(title)}</h1><p>${escape(advice)}</p>${items}</html>\n`;
  writeFileSync(`${OUT}/index.html`, html);
}

/** The last stories run: `partial` (test-stories.mjs --glob: some stories), `every` (VISUAL). */
const lastRun = () => {
  try {
    const run = JSON.parse(readFileSync(`${OUT}/run.json`, 'utf8'));
    // A run in which a story failed took no screenshot of it: as partial as a --glob run.
    return { partial: run.partial !== false || run.passed !== true, every: run.every === true };
  } catch {
    return { partial: true, every: false };
  }
};
// The images of the screens' Default stories: the only ones a run without VISUAL=every takes.
const SCREEN_DEFAULT = /^screens-.*--default(\.dark|\.en)?\.png$/;

/** The baselines with no screenshot in the last run, whose story is then gone. */
function gone(actual, run) {
  const taken = new Set(actual);
  return pngs(BASELINES).filter(
    (file) => !taken.has(file) && (run.every || SCREEN_DEFAULT.test(file)),
  );
}

/** Starts a stories run's screenshots afresh; `partial`: only some stories run. */
export function startRun({ partial }) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(ACTUAL, { recursive: true });
  const every = process.env.VISUAL === 'every';
  writeFileSync(`${OUT}/run.json`, `${JSON.stringify({ partial, every })}\n`);
}

/** Records whether every story of the run passed (and so took its screenshots). */
export function finishRun({ passed }) {
  const run = JSON.parse(readFileSync(`${OUT}/run.json`, 'utf8'));
  writeFileSync(`${OUT}/run.json`, `${JSON.stringify({ ...run, passed })}\n`);
}

/** Compares the last run's images with the baselines; resolves the problems (none: it holds). */
export function check() {
  const run = lastRun();
  const { partial } = run;
  const actual = pngs(ACTUAL);
  if (!actual.length) return ['visual: the stories run took no screenshots'];
  const drawnWith = version(OUT);
  const baselineVersion = version(BASELINES);
  rmSync(`${OUT}/baseline`, { recursive: true, force: true });
  rmSync(`${OUT}/diff`, { recursive: true, force: true });
  mkdirSync(`${OUT}/baseline`, { recursive: true });
  mkdirSync(`${OUT}/diff`, { recursive: true });
  const advice =
    'Look at each one; if the new images are right, take them as the baselines with `npm run visual:accept` and commit .storybook/visual/.';
  // Another Chromium (the machine's package updated) may draw text and edges differently: the
  // images are compared all the same, and a difference is then reported for re-baselining, not
  // failed, since it cannot be told from a change of the product.
  const otherChromium = Boolean(baselineVersion) && drawnWith !== baselineVersion;
  const rows = [];
  for (const file of actual) {
    const baseline = join(BASELINES, file);
    if (!existsSync(baseline)) {
      rows.push({ name: file, why: 'no baseline yet', actual: `actual/${file}` });
      continue;
    }
    const changed = difference(baseline, join(ACTUAL, file), join(`${OUT}/diff`, file));
    if (changed === 'size' || changed > MAX_CHANGED) {
      copyFileSync(baseline, join(`${OUT}/baseline`, file));
      rows.push({
        name: file,
        why: changed === 'size' ? 'its size changed' : `${changed} pixels changed`,
        baseline: `baseline/${file}`,
        actual: `actual/${file}`,
        diff: changed === 'size' ? null : `diff/${file}`,
      });
    }
  }
  if (!partial) {
    for (const file of gone(actual, run)) {
      copyFileSync(join(BASELINES, file), join(`${OUT}/baseline`, file));
      rows.push({ name: file, why: 'its story is gone', baseline: `baseline/${file}` });
    }
  }
  if (!rows.length) {
    console.log(`visual: ${actual.length} screenshots as their baselines`);
    return [];
  }
  const differ = rows.length === 1 ? 'screenshot differs' : 'screenshots differ';
  if (otherChromium) {
    report({
      title: `Re-baseline needed: Chromium ${drawnWith}, the baselines are of ${baselineVersion}`,
      advice: `Another Chromium draws text and edges differently: ${rows.length} ${differ}. ${advice}`,
      rows,
    });
    console.warn(
      `visual: RE-BASELINE NEEDED: the screenshots are of Chromium ${drawnWith}, the baselines of ${baselineVersion}; ${rows.length} of ${actual.length} differ (${OUT}/index.html; npm run visual:accept takes them). Not failed: another browser, not the product.`,
    );
    return [];
  }
  report({ title: `${rows.length} ${differ} from the baselines`, advice, rows });
  const list = rows.map((row) => `${row.name} (${row.why})`);
  return [
    `visual: ${rows.length} of ${actual.length} screenshots differ from their baselines: ${OUT}/index.html (then npm run visual:accept): ${list.slice(0, 8).join(', ')}${list.length > 8 ? ', ...' : ''}`,
  ];
}

/** Takes the last run's images as the baselines (and, after a whole run, drops the stale ones). */
export function accept() {
  const run = lastRun();
  const actual = pngs(ACTUAL);
  const drawnWith = version(OUT);
  if (!actual.length || !drawnWith) {
    console.error(
      'visual:accept: no screenshots: run the stories first (npm test, or node scripts/test-stories.mjs)',
    );
    return 1;
  }
  mkdirSync(BASELINES, { recursive: true });
  let copied = 0;
  mkdirSync(`${OUT}/diff`, { recursive: true });
  for (const file of actual) {
    const baseline = join(BASELINES, file);
    // A drawing within the threshold of its baseline keeps it: the files do not churn.
    if (existsSync(baseline) && version(BASELINES) === drawnWith) {
      const changed = difference(baseline, join(ACTUAL, file), join(`${OUT}/diff`, file));
      if (changed !== 'size' && changed <= MAX_CHANGED) continue;
    }
    copyFileSync(join(ACTUAL, file), baseline);
    copied += 1;
  }
  let dropped = 0;
  if (!run.partial) {
    for (const file of gone(actual, run)) {
      rmSync(join(BASELINES, file));
      dropped += 1;
    }
  }
  writeFileSync(join(BASELINES, VERSION), `${drawnWith}\n`);
  console.log(
    `visual:accept: ${copied} baselines taken, ${dropped} dropped, ${actual.length - copied} unchanged (Chromium ${drawnWith})`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command] = process.argv.slice(2);
  if (command === 'check') {
    const problems = check();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length ? 1 : 0);
  } else if (command === 'accept') {
    process.exit(accept());
  } else {
    console.error('usage: node scripts/visual.mjs check|accept');
    process.exit(2);
  }
}
