import { describe, expect, it } from 'vitest';
import { styledIds } from './styledIds';

const SOURCE = [
  "import styled from 'styled-components';",
  'type Props = { $on: boolean };',
  'export const Box = styled.div<Props>`',
  '  color: red;',
  '  padding: 4px  8px;',
  '`;',
  'export const View = () => <Box $on />;',
].join('\n');

/** What the plugin makes of `file`, the project being checked out at `project`. */
async function compiled(project: string, file: string, source = SOURCE) {
  const plugin = styledIds(project);
  const transform = plugin.transform as (
    code: string,
    id: string,
  ) => Promise<{ code: string } | null>;
  return (await transform.call({}, source, file))?.code ?? null;
}

describe('styledIds', () => {
  it('gives the same ids, and bytes, wherever the project is checked out', async () => {
    const here = await compiled('/work/main', '/work/main/packages/ui/src/Box.tsx');
    const there = await compiled('/tmp/ci-a', '/tmp/ci-a/packages/ui/src/Box.tsx');
    expect(here).toMatch(/componentId:\s*"sc-[a-z0-9]+-0"|componentId:\s*`sc-[a-z0-9]+-0`/);
    expect(there).toBe(here);
  });

  it('gives another file of the project other ids', async () => {
    const id = (code: string | null) => /sc-[a-z0-9]+/.exec(code ?? '')?.[0];
    const one = await compiled('/work/main', '/work/main/packages/ui/src/Box.tsx');
    const other = await compiled(
      '/work/main',
      '/work/main/packages/ui/src/Other.tsx',
      SOURCE.replace('color: red', 'color: blue'),
    );
    expect(id(other)).toBeDefined();
    expect(id(other)).not.toBe(id(one));
  });

  it('minifies the CSS and leaves JSX to the next transform', async () => {
    const code = await compiled('/p', '/p/packages/ui/src/Box.tsx');
    expect(code).toContain('color:red;padding:4px 8px;');
    expect(code).toContain('<Box $on />');
    expect(code).not.toContain('type Props');
  });

  it('leaves files without styled-components, and libraries, alone', async () => {
    expect(await compiled('/p', '/p/packages/ui/src/plain.ts', 'export const a = 1;')).toBeNull();
    expect(await compiled('/p', '/p/node_modules/x/index.js', SOURCE)).toBeNull();
  });
});
