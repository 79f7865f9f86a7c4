import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// .storybook/test-runner-setup.ts stands in for the test-runner's own set-up of each story file:
// it must set every global the runner's set-up sets and its generated tests read.
const RUNNER = 'node_modules/@storybook/test-runner';
const read = (path: string) => readFileSync(path, 'utf8');
const assigned = (text: string) =>
  new Set([...text.matchAll(/globalThis\.(__sb\w+)\s*=/g)].map((m) => m[1]));
const used = (text: string) =>
  new Set([...text.matchAll(/globalThis\.(__sb\w+)/g)].map((m) => m[1]));

describe('the story files set-up', () => {
  const ours = assigned(read('.storybook/test-runner-setup.ts'));

  it('sets every global the runner sets up (its set-up file and the hooks it calls)', () => {
    const setup = read(`${RUNNER}/playwright/jest-setup.js`);
    const bundle = read(`${RUNNER}/dist/index.js`);
    const expected = new Set(assigned(setup));
    // setPreVisit / setPostVisit set globals of their own in the runner's bundle.
    for (const hook of ['setPreVisit', 'setPostVisit']) {
      if (!setup.includes(`${hook}(`)) continue;
      const body = bundle.match(new RegExp(`var ${hook} = [^;]*?\\{([^}]*)\\}`))?.[1] ?? '';
      const globals = assigned(body);
      expect(globals.size, `${hook} sets a global`).toBe(1);
      for (const name of globals) expected.add(name);
    }
    expect([...ours].sort()).toEqual([...expected].sort());
  });

  it('sets every global the generated tests read', () => {
    const bundle = read(`${RUNNER}/dist/index.js`);
    const template = bundle.slice(bundle.indexOf('var testPrefixer = '));
    const read$ = used(template.slice(0, template.indexOf('plugins:')));
    expect(read$.size).toBeGreaterThan(2);
    for (const name of read$) expect(ours, name).toContain(name);
  });
});
