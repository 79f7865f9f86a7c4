import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './importCycles';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = [
  'packages/api/src',
  'packages/ui/src',
  'apps/merchant/src',
  'apps/merchant/build',
  'mocks/src',
  'scripts',
].map((dir) => join(ROOT, dir));

const planted = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds a planted cycle of type imports through a folder index (the control)', () => {
    mkdirSync(join(planted, 'seeds'));
    writeFileSync(
      join(planted, 'store.ts'),
      "import { seed } from './seeds';\nexport const s = seed;\n",
    );
    writeFileSync(join(planted, 'seeds', 'index.ts'), "export { seed } from './one.ts';\n");
    writeFileSync(
      join(planted, 'seeds', 'one.ts'),
      "import type { State } from '../store.ts';\nexport const seed = 1 as unknown as State;\n",
    );
    writeFileSync(join(planted, 'free.ts'), "import { s } from './store';\nexport const f = s;\n");
    expect(importCycles([planted], planted)).toEqual([
      ['seeds/index.ts', 'seeds/one.ts', 'store.ts'],
    ]);
  });

  it('has none in the repository: modules depend one way', () => {
    expect(importCycles(SOURCES, ROOT)).toEqual([]);
  });
});
