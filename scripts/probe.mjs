// `npm run probe -- --api https://platform.example --account A [--lang en] [--json]`:
// a deployer's day-one report on a platform. Logs in (the password from PROBE_PASSWORD, never an
// argument), calls every read the contract marks `x-probe: safe` and nothing else, checks each
// answer against the contract, and says which pages of the app work there.
// Exit code 0 when it ran (differences or not); 1 for a usage error, 2 when the login failed,
// 3 when the API is unreachable.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readContract } from './lib/probe/contract.ts';
import { EXIT, ProbeError, renderText, runProbe } from './lib/probe/run.ts';
import { screenCalls } from './lib/probe/screens.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE =
  'Usage: PROBE_PASSWORD=... npm run probe -- --api https://platform.example --account A [--lang en] [--json]';

function usage(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(EXIT.usage);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      api: { type: 'string' },
      account: { type: 'string' },
      lang: { type: 'string' },
      json: { type: 'boolean', default: false },
      timeout: { type: 'string', default: '20' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  // Never echo what was given: a password typed as an argument would be printed.
  usage(
    error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
      ? 'The probe takes no arguments besides its options (the password goes in PROBE_PASSWORD).'
      : 'Unknown option.',
  );
}
if (values.help) {
  console.log(
    `${USAGE}\n  --lang <code>     the server's language code, sent as the lang header\n  --json            the report as JSON\n  --timeout <s>     per call (default 20)\nExit code: 0 ran, 1 usage, 2 login failed, 3 API unreachable.`,
  );
  process.exit(EXIT.ran);
}
const password = process.env.PROBE_PASSWORD ?? '';
if (!values.api) usage('--api is required (the platform API address).');
if (!/^https?:\/\/[^/]/.test(values.api)) usage('--api must be an http(s) address.');
if (!values.account) usage('--account is required.');
if (!password) usage('Set PROBE_PASSWORD in the environment (never as an argument).');
const timeoutMs = Number(values.timeout) * 1000;
if (!(timeoutMs > 0)) usage('--timeout is in seconds.');

try {
  const report = await runProbe({
    api: values.api,
    account: values.account,
    password,
    lang: values.lang ?? null,
    contract: readContract(`${root}openapi/merchant.yaml`),
    routes: screenCalls(root),
    timeoutMs,
  });
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderText(report));
  process.exit(EXIT.ran);
} catch (error) {
  if (error instanceof ProbeError) {
    if (values.json) {
      process.stdout.write(
        `${JSON.stringify({ error: error.message, exitCode: error.exitCode })}\n`,
      );
    }
    console.error(error.message);
    process.exit(error.exitCode);
  }
  console.error(`The probe failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(EXIT.usage);
}
