// Fails when packages/api/src/schema.gen.ts no longer matches openapi/merchant.yaml.
// It regenerates the types exactly as `npm run gen:api` does (openapi-typescript, then
// prettier with the repository config) into a temporary file and compares.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const spec = join(root, 'openapi', 'merchant.yaml');
const committed = join(root, 'packages', 'api', 'src', 'schema.gen.ts');
const cli = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
let fresh;
try {
  const out = join(dir, 'schema.gen.ts');
  const gen = spawnSync(process.execPath, [cli, spec, '-o', out], { cwd: root, encoding: 'utf8' });
  if (gen.status !== 0 || !existsSync(out)) {
    process.stderr.write(gen.stdout + gen.stderr);
    console.error('api types: openapi-typescript failed on openapi/merchant.yaml');
    process.exit(1);
  }
  // Format as if the file sat where the committed one is, so the same config applies.
  const options = (await prettier.resolveConfig(committed, { editorconfig: true })) ?? {};
  fresh = await prettier.format(readFileSync(out, 'utf8'), { ...options, filepath: committed });
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const current = existsSync(committed) ? readFileSync(committed, 'utf8') : null;
if (current !== fresh) {
  console.error(
    current === null
      ? 'schema.gen.ts is missing: run npm run gen:api'
      : 'schema.gen.ts is stale: run npm run gen:api',
  );
  process.exit(1);
}
console.log('api types: up to date');
