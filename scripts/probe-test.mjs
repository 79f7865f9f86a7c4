// The platform probe (scripts/probe.mjs) against the fake platform served three ways
// (mocks/src/serve.ts --variant): exact (everything conforms), one seen field renamed (the probe
// names it and the pages that need it are unusable), seen-only (the assumed reads are not offered,
// their pages degraded). Also: the password never appears in what the probe prints, a refused
// login and an unreachable API end with their exit codes.
// Ports: PROBE_TEST_PORTS="6306,6307,6308", else free ones. Writes .test-results/probe.json.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { start, stop, waitForUrl, writeResults } from './lib.mjs';

const started = Date.now();
const DEMO_ACCOUNT = 'demo@example.com';
const DEMO_PASSWORD = 'demo1234';
/** A password no answer of the fake platform contains. */
const DISTINCT_PASSWORD = 'Pr0be-Secret-7f3a9c';
const RENAMED = {
  operationId: 'listOrders',
  dataPath: 'list[].orderProduct',
  newName: 'order_product',
};
const SUMMARY = /^(\d+) screens fully usable, (\d+) degraded, (\d+) unusable$/;

/** True when nothing listens on the port (a stale server there would answer for ours). */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const ports = process.env.PROBE_TEST_PORTS
  ? process.env.PROBE_TEST_PORTS.split(',').map(Number)
  : [await freePort(), await freePort(), await freePort(), await freePort()];
const [exactPort, renamePort, seenOnlyPort, closedPort = await freePort()] = ports;

/** Runs the probe; resolves with its exit code and output. */
function probe(port, password, extra = []) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        'scripts/probe.mjs',
        '--api',
        `http://127.0.0.1:${port}`,
        '--account',
        DEMO_ACCOUNT,
        '--timeout',
        '10',
        ...extra,
      ],
      { env: { ...process.env, PROBE_PASSWORD: password }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  const shown = detail.length > 1200 ? `${detail.slice(0, 1200)}…` : detail;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !shown ? '' : `\n       ${shown}`}`);
}

function parse(run) {
  try {
    return JSON.parse(run.stdout);
  } catch {
    return null;
  }
}

const servers = [];
let exitCode = 1;
try {
  const variants = [
    [exactPort, 'exact'],
    [renamePort, `rename:${RENAMED.operationId}:${RENAMED.dataPath}:${RENAMED.newName}`],
    [seenOnlyPort, 'seen-only'],
  ];
  for (const [port] of [...variants, [closedPort]]) {
    if (!(await isFree(port))) throw new Error(`port ${port} is taken`);
  }
  for (const [port, variant] of variants) {
    const child = start(process.execPath, [
      'mocks/src/serve.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--variant',
      variant,
    ]);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    servers.push(child);
  }
  const exited = new Promise((_, reject) => {
    for (const child of servers) {
      child.on('exit', (code) => reject(new Error(`a fake platform exited (${code})`)));
    }
  });
  await Promise.race([
    exited,
    Promise.all(
      variants.map(([port]) =>
        waitForUrl(`http://127.0.0.1:${port}/merchant/merchant/language_list`),
      ),
    ),
  ]);

  const [exactText, exactJson, renameText, renameJson, seenText, seenJson, wrong, unreachable] =
    await Promise.all([
      probe(exactPort, DEMO_PASSWORD, ['--lang', 'en']),
      probe(exactPort, DEMO_PASSWORD, ['--json']),
      probe(renamePort, DEMO_PASSWORD),
      probe(renamePort, DEMO_PASSWORD, ['--json']),
      probe(seenOnlyPort, DEMO_PASSWORD),
      probe(seenOnlyPort, DEMO_PASSWORD, ['--json']),
      probe(exactPort, DISTINCT_PASSWORD, ['--json']),
      probe(closedPort, DISTINCT_PASSWORD),
    ]);
  const lastLine = (run) => run.stdout.trimEnd().split('\n').pop() ?? '';

  // exact: every safe read conforms, every page that reads is fully usable.
  const exact = parse(exactJson);
  check('exact: the probe ran (exit 0, JSON report)', exactJson.code === 0 && exact !== null);
  const exactOff = exact?.operations.filter((o) => o.outcome !== 'conforms') ?? [];
  check(
    `exact: every safe read conforms (${exact?.operations.length ?? 0})`,
    exact !== null && exact.operations.length > 20 && exactOff.length === 0,
    exactOff.map((o) => `${o.operationId} ${o.outcome}: ${o.details.join('; ')}`).join('\n       '),
  );
  const exactSummary = SUMMARY.exec(lastLine(exactText));
  const reading = exact?.screens.filter((s) => s.state !== 'unchecked').length ?? -1;
  check(
    'exact: the last line says all screens fully usable',
    exactText.code === 0 &&
      exactSummary !== null &&
      Number(exactSummary[1]) === reading &&
      reading > 30 &&
      exactSummary[2] === '0' &&
      exactSummary[3] === '0',
    lastLine(exactText),
  );

  // rename: the probe names the field, the pages that list orders are unusable.
  const renamed = parse(renameJson);
  const orders = renamed?.operations.find((o) => o.operationId === RENAMED.operationId);
  const field = `data.${RENAMED.dataPath.replace('[]', '[0]')}: missing`;
  check(
    `rename: ${RENAMED.operationId} differs at ${field}`,
    renameJson.code === 0 &&
      orders?.outcome === 'differs' &&
      orders.details.some((d) => d.startsWith(field)) &&
      renameText.stdout.includes(field),
    JSON.stringify(orders),
  );
  const others = renamed?.operations.filter(
    (o) => o.operationId !== RENAMED.operationId && o.outcome !== 'conforms',
  );
  check(
    'rename: every other safe read conforms',
    others !== undefined && others.length === 0,
    JSON.stringify(others),
  );
  const usingOrders = orders?.screens ?? [];
  const unusable = renamed?.screens.filter((s) => s.state === 'unusable').map((s) => s.path);
  check(
    `rename: the pages that use ${RENAMED.operationId} (${usingOrders.join(' ')}) and only they are unusable`,
    usingOrders.includes('/order') &&
      JSON.stringify([...(unusable ?? [])].sort()) === JSON.stringify([...usingOrders].sort()),
    `unusable: ${unusable?.join(' ')}`,
  );
  const renameSummary = SUMMARY.exec(lastLine(renameText));
  check(
    'rename: the last line counts them unusable, none degraded',
    renameSummary !== null &&
      Number(renameSummary[3]) === usingOrders.length &&
      renameSummary[2] === '0' &&
      usingOrders.every((path) =>
        renameText.stdout.includes(`\n  ${path}  ${RENAMED.operationId}`),
      ),
    lastLine(renameText),
  );

  // seen-only: the assumed reads are not offered, their pages degraded, the seen reads conform.
  const seenOnly = parse(seenJson);
  const assumed = seenOnly?.operations.filter((o) => o.grade === 'assumed') ?? [];
  const notOffered = assumed.filter((o) => o.outcome === 'not offered');
  const lacking = assumed.filter(
    (o) =>
      o.outcome !== 'not offered' &&
      !(o.outcome === 'skipped' && o.details[0]?.startsWith('no id')),
  );
  check(
    `seen-only: the assumed reads are not offered (${notOffered.length} of ${assumed.length}; the rest lack an id)`,
    seenJson.code === 0 && notOffered.length >= 5 && lacking.length === 0,
    JSON.stringify(lacking),
  );
  check(
    'seen-only: the report lists them as not offered',
    notOffered.every((o) =>
      new RegExp(`^${o.operationId}\\s+404\\s+not offered\\s+assumed`, 'm').test(seenText.stdout),
    ),
  );
  const seenOff = seenOnly?.operations.filter(
    (o) => o.grade !== 'assumed' && o.outcome !== 'conforms',
  );
  check(
    'seen-only: the seen reads conform',
    seenOff !== undefined && seenOff.length === 0,
    JSON.stringify(seenOff),
  );
  const degraded = seenOnly?.screens.filter((s) => s.state === 'degraded') ?? [];
  const expected = new Set(notOffered.flatMap((o) => o.screens));
  check(
    `seen-only: the pages that use them are degraded (${expected.size}), none unusable`,
    expected.size > 0 &&
      degraded.length === expected.size &&
      degraded.every((s) => expected.has(s.path)) &&
      seenOnly.summary.unusable === 0,
    `degraded: ${degraded.map((s) => s.path).join(' ')}`,
  );
  const seenSummary = SUMMARY.exec(lastLine(seenText));
  check(
    'seen-only: the last line counts them degraded',
    seenSummary !== null && Number(seenSummary[2]) === expected.size && seenSummary[3] === '0',
    lastLine(seenText),
  );

  // The password, the login's failures.
  const runs = [exactText, exactJson, renameText, renameJson, seenText, seenJson];
  check(
    'the password appears in no output of the probe',
    runs.every((r) => !`${r.stdout}${r.stderr}`.includes(DEMO_PASSWORD)) &&
      [wrong, unreachable].every((r) => !`${r.stdout}${r.stderr}`.includes(DISTINCT_PASSWORD)),
  );
  check(
    'a refused login ends with exit code 2 and says so',
    wrong.code === 2 && /refused/.test(wrong.stderr) && parse(wrong)?.exitCode === 2,
    `exit ${wrong.code}: ${wrong.stderr}`,
  );
  check(
    'an unreachable API ends with exit code 3',
    unreachable.code === 3 && /unreachable/.test(unreachable.stderr),
    `exit ${unreachable.code}: ${unreachable.stderr}`,
  );
  exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (error) {
  check('the probe test ran', false, error instanceof Error ? error.message : String(error));
} finally {
  for (const child of servers) stop(child);
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
writeResults('.test-results/probe.json', passed, failed);
console.log(
  `probe: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(exitCode);
