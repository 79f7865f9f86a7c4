import { createHash } from 'node:crypto';

/**
 * A script inlined into the prerendered pages: its source's lines trimmed and joined (a little
 * smaller; the source may hold no comment), and the Content-Security-Policy source that allows
 * it by its hash.
 */
export function inlineScript(source: string): { text: string; hash: string } {
  const text = source
    .split('\n')
    .map((line) => line.trim())
    .join('');
  return { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
