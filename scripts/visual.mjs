// The visual check: the images the stories step took (.storybook/visual.ts: every screen story in
// English, each screen's Default story also in simplified Chinese and dark, a screen story whose
// play touches the page also as played, every other story once) against the committed baselines
// in .storybook/visual/. An image that differs in more than MAX_CHANGED of its pixels (each
// compared by pixelmatch with a colour threshold of 0.1; images of different sizes are compared
// on the larger one, the part only one of them covers counting as changed) fails, and after a
// whole passing run, a baseline with no image (its story is gone, or its play no longer touches
// the page) fails; .test-results/visual/index.html shows each one, the baseline, the new image
// and their difference side by side. An image with no baseline (a new story) fails under CI
// (`CI=true`); on a developer's machine it is written to .storybook/visual/ as its baseline and
// said so, to be looked at and committed with the story. The baselines hold for the Chromium
// that drew them (.storybook/visual/chromium.txt): with another version the differences are
// reported once as "re-baseline needed", not failed.
//   node scripts/visual.mjs check    compare (scripts/test-stories.mjs runs it after the stories)
//   node scripts/visual.mjs accept   the last run's images become the baselines
// (`npm run visual:accept`; after a whole passing run it also drops the baselines no image was
// taken for; after a run of some stories (--glob) or one with a failed story it keeps the others.)
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

/** The image on a canvas of `width` x `height`, the part it does not cover opaque magenta. */
function padded(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([255, 0, 255, 255], i);
  for (let y = 0; y < png.height; y += 1)
    png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return data;
}

/**
 * Compares two PNG files; resolves the changed pixels and whether the size changed, and writes
 * the difference when it is over the threshold.
 */
function difference(baseline, actual, diffPath) {
  const a = readFileSync(baseline);
  const b = readFileSync(actual);
  if (a.equals(b)) return { changed: 0, resized: false };
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  const width = Math.max(left.width, right.width);
  const height = Math.max(left.height, right.height);
  const resized = left.width !== right.width || left.height !== right.height;
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(left, width, height),
    padded(right, width, height),
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  );
  if (changed > MAX_CHANGED) writeFileSync(diffPath, PNG.sync.write(diff));
  return { changed, resized };
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

/** The last stories run: `partial` (test-stories.mjs --glob, or a story failed: some images). */
const lastRun = () => {
  try {
    const run = JSON.parse(readFileSync(`${OUT}/run.json`, 'utf8'));
    // A run in which a story failed took no images of it: as partial as a --glob run.
    return { partial: run.partial !== false || run.passed !== true };
  } catch {
    return { partial: true };
  }
};

/** The baselines no image was taken for in the last (whole) run. */
function gone(actual) {
  const taken = new Set(actual);
  return pngs(BASELINES).filter((file) => !taken.has(file));
}

/** Starts a stories run's images afresh; `partial`: only some stories run. */
export function startRun({ partial }) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(ACTUAL, { recursive: true });
  writeFileSync(`${OUT}/run.json`, `${JSON.stringify({ partial })}\n`);
}

/** Records whether every story of the run passed (and so took its images). */
export function finishRun({ passed }) {
  const run = JSON.parse(readFileSync(`${OUT}/run.json`, 'utf8'));
  writeFileSync(`${OUT}/run.json`, `${JSON.stringify({ ...run, passed })}\n`);
}

const underCi = () =>
  Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/** Compares the last run's images with the baselines; resolves the problems (none: it holds). */
export function check() {
  const { partial } = lastRun();
  const actual = pngs(ACTUAL);
  if (!actual.length) return ['visual: the stories run took no images'];
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
  // A new story's image becomes its baseline on a developer's machine (said below; committed
  // with the story); under CI, where nobody would look at it, it fails.
  const writeNew = !underCi() && !otherChromium;
  const rows = [];
  const written = [];
  for (const file of actual) {
    const baseline = join(BASELINES, file);
    if (!existsSync(baseline)) {
      if (writeNew) {
        copyFileSync(join(ACTUAL, file), baseline);
        written.push(file);
      } else rows.push({ name: file, why: 'no baseline', actual: `actual/${file}` });
      continue;
    }
    const { changed, resized } = difference(
      baseline,
      join(ACTUAL, file),
      join(`${OUT}/diff`, file),
    );
    if (changed > MAX_CHANGED) {
      copyFileSync(baseline, join(`${OUT}/baseline`, file));
      rows.push({
        name: file,
        why: `${changed} pixels changed${resized ? ' (its size changed)' : ''}`,
        baseline: `baseline/${file}`,
        actual: `actual/${file}`,
        diff: `diff/${file}`,
      });
    }
  }
  if (written.length) {
    if (!baselineVersion) writeFileSync(join(BASELINES, VERSION), `${drawnWith}\n`);
    console.warn(
      `visual: ${written.length} ${written.length === 1 ? 'image' : 'images'} had no baseline, now taken as the baseline in ${BASELINES}/ (look at them, commit them with their stories; under CI a missing baseline fails): ${written.slice(0, 8).join(', ')}${written.length > 8 ? ', ...' : ''}`,
    );
  }
  if (!partial) {
    for (const file of gone(actual)) {
      copyFileSync(join(BASELINES, file), join(`${OUT}/baseline`, file));
      rows.push({
        name: file,
        why: 'no image was taken for this baseline: its story is gone or renamed',
        baseline: `baseline/${file}`,
      });
    }
  }
  if (!rows.length) {
    console.log(`visual: ${actual.length - written.length} images as their baselines`);
    return [];
  }
  const differ = rows.length === 1 ? 'image differs' : 'images differ';
  if (otherChromium) {
    report({
      title: `Re-baseline needed: Chromium ${drawnWith}, the baselines are of ${baselineVersion}`,
      advice: `Another Chromium draws text and edges differently: ${rows.length} ${differ}. ${advice}`,
      rows,
    });
    console.warn(
      `visual: RE-BASELINE NEEDED: the images are of Chromium ${drawnWith}, the baselines of ${baselineVersion}; ${rows.length} of ${actual.length} differ (${OUT}/index.html; npm run visual:accept takes them). Not failed: another browser, not the product.`,
    );
    return [];
  }
  report({ title: `${rows.length} ${differ} from the baselines`, advice, rows });
  const list = rows.map((row) => `${row.name} (${row.why})`);
  return [
    `visual: ${rows.length} of ${actual.length} images differ from their baselines: ${OUT}/index.html (then npm run visual:accept): ${list.slice(0, 8).join(', ')}${list.length > 8 ? ', ...' : ''}`,
  ];
}

/** Takes the last run's images as the baselines (and, after a whole run, drops the stale ones). */
export function accept() {
  const { partial } = lastRun();
  const actual = pngs(ACTUAL);
  const drawnWith = version(OUT);
  if (!actual.length || !drawnWith) {
    console.error(
      'visual:accept: no images: run the stories first (npm test, or node scripts/test-stories.mjs)',
    );
    return 1;
  }
  mkdirSync(BASELINES, { recursive: true });
  const sameChromium = version(BASELINES) === drawnWith;
  let copied = 0;
  mkdirSync(`${OUT}/diff`, { recursive: true });
  for (const file of actual) {
    const baseline = join(BASELINES, file);
    // A drawing within the threshold of its baseline keeps it: the files do not churn.
    if (existsSync(baseline) && sameChromium) {
      const { changed } = difference(baseline, join(ACTUAL, file), join(`${OUT}/diff`, file));
      if (changed <= MAX_CHANGED) continue;
    }
    copyFileSync(join(ACTUAL, file), baseline);
    copied += 1;
  }
  let dropped = 0;
  if (!partial) {
    for (const file of gone(actual)) {
      rmSync(join(BASELINES, file));
      dropped += 1;
    }
  }
  writeFileSync(join(BASELINES, VERSION), `${drawnWith}\n`);
  console.log(
    `visual:accept: ${copied} baselines taken, ${dropped} dropped, ${actual.length - copied} unchanged (Chromium ${drawnWith})${partial ? '; the run was partial (--glob, or a story failed): no baseline dropped' : ''}`,
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
