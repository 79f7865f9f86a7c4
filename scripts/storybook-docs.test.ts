// The published Storybook's docs pages (.storybook/docs) hold to the code they describe: each
// page compiles, the domain pages read the route table right and cover every domain, and each
// flow step names a story that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../apps/merchant/src/routes';
import { routeScreens } from '../.storybook/docs/routeScreens';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = join(ROOT, '.storybook/docs');
const SCREENS = join(ROOT, 'packages/ui/src/screens');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? mdxFiles(join(dir, e.name))
      : e.name.endsWith('.mdx')
        ? [join(dir, e.name)]
        : [],
  );
}

type LoaderContext = {
  resourcePath: string;
  getOptions: () => object;
  async: () => (error: unknown) => void;
};

// Storybook's own MDX loader (the package ships no types for it).
const MDX_LOADER = '@storybook/addon-docs/mdx-loader';
const { default: mdxLoader } = (await import(MDX_LOADER)) as {
  default: (this: LoaderContext, source: string) => void;
};

/** Compiles an MDX page as Storybook does; resolves to the error, or null. */
function compileError(file: string): Promise<unknown> {
  return new Promise((done) => {
    const context: LoaderContext = {
      resourcePath: file,
      getOptions: () => ({}),
      async: () => (error: unknown) => done(error ?? null),
    };
    mdxLoader.call(context, readFileSync(file, 'utf8'));
  });
}

const domains = readdirSync(SCREENS, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('docs pages', () => {
  it.each(mdxFiles(DOCS).map((f) => relative(ROOT, f)))('%s compiles', async (file) => {
    expect(await compileError(join(ROOT, file))).toBeNull();
  });
});

describe('domain pages', () => {
  it('read every route of the route table with its screen folder', () => {
    const read = routeScreens();
    expect(read.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
    expect(read.map((r) => r.title)).toEqual(ROUTES.map((r) => r.title));
    for (const r of read) expect(existsSync(join(SCREENS, r.domain, r.screen))).toBe(true);
  });

  it('exist for every domain of the screens, and for nothing else', () => {
    const pages = readdirSync(join(DOCS, 'domains')).map((f) => f.replace(/\.mdx$/, ''));
    expect(pages.sort()).toEqual([...domains].sort());
    for (const d of domains) {
      expect(readFileSync(join(DOCS, 'domains', `${d}.mdx`), 'utf8')).toContain(
        `<DomainScreens domain="${d}" />`,
      );
    }
  });
});

const flows = mdxFiles(join(DOCS, 'flows'));

describe.each(flows.map((f) => [relative(ROOT, f), f]))('flow %s', (_name, file) => {
  const text = readFileSync(file, 'utf8');
  const imports = new Map(
    [...text.matchAll(/import \* as (\w+) from '([^']+)';/g)].map(([, name, path]) => [
      name!,
      resolve(dirname(file), `${path}.tsx`),
    ]),
  );
  const steps = [...text.matchAll(/<Step\s([^>]*)>/g)].map(([, attrs]) => ({
    n: Number(/n=\{(\d+)\}/.exec(attrs!)?.[1]),
    of: /of=\{(\w+)\.(\w+)\}/.exec(attrs!),
  }));

  it('numbers its steps 1, 2, 3... inside one <Flow>', () => {
    expect(steps.map((s) => s.n)).toEqual(steps.map((_, i) => i + 1));
    expect(text.match(/<Flow>/g)).toHaveLength(1);
  });

  it('shows stories that exist', () => {
    for (const { of } of steps) {
      const stories = imports.get(of?.[1] ?? '');
      expect(stories, `${of?.[0]} comes from an imported stories file`).toBeDefined();
      expect(readFileSync(stories!, 'utf8')).toMatch(new RegExp(`export const ${of![2]}\\b`));
    }
  });
});
