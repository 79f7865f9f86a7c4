// Every page whose screen makes a call the contract grades assumed has a story of the state it
// shows on a platform without that call (`NotOfferedByPlatform`), so a designer can see it and
// the story runner plays it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAssumedOperation } from '../../../packages/api/src/grades.ts';
import { screenCalls } from './screens.ts';

const root = join(import.meta.dirname, '../../..');
const assumed = (call: string) => {
  const [method, path] = call.split(' ') as [string, string];
  return isAssumedOperation(method, path);
};
const pages = screenCalls(root).filter(({ calls }) => calls.some(assumed));

describe('the not-offered stories', () => {
  it('finds the pages that make an assumed call', () => {
    // The team, welfare, donation, bank-card, deposit, settings, about and level pages at least.
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it.each(pages.map((page) => [page.path, page.screen] as const))(
    '%s (%s) has a NotOfferedByPlatform story',
    (_path, screen) => {
      const folder = join(root, screen);
      const stories = readdirSync(folder)
        .filter((name) => name.endsWith('.stories.tsx'))
        .map((name) => readFileSync(join(folder, name), 'utf8'));
      expect(stories.some((text) => /export const \w*NotOfferedByPlatform\b/.test(text))).toBe(
        true,
      );
    },
  );
});
