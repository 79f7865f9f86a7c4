import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';

/** The project's root: what a file's path is taken from, wherever the project is checked out. */
const PROJECT = fileURLToPath(new URL('../../..', import.meta.url));

/** How styled-components are compiled: the same in the browser build and the prerender's. */
const STYLED_COMPONENTS = {
  // A stable id per styled component, so the prerendered class names are the browser's; the CSS
  // minified at build time.
  ssr: true,
  displayName: false,
  fileName: false,
  minify: true,
  pure: true,
} as const;

/**
 * Compiles styled-components (ids, minified CSS) before Vite's own transform, naming each file
 * by its path in the project rather than on the disk. Vite's transform is given a file's full
 * path, from which the ids were hashed: the same commit checked out in /work/main and in
 * /tmp/ci-a got other class names, and first files 70-80 bytes apart. Named by its path in the
 * project, a file's ids are the same wherever the project is (as measured, oxc then hashes the
 * file's content: another content, other ids). Types are stripped here; JSX is left to Vite's
 * transform.
 */
export function styledIds(project: string = PROJECT): Plugin {
  return {
    name: 'merchant:styled-ids',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('styled-components')) return null;
      const name = relative(project, file).split('\\').join('/');
      // (Vite's own transform, as a function: it throws on a syntax error.)
      const result = await transformWithOxc(code, name, {
        jsx: 'preserve',
        sourcemap: false,
        plugins: { styledComponents: STYLED_COMPONENTS },
      });
      return { code: result.code, map: null };
    },
  };
}
