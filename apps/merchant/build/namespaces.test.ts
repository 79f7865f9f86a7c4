import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_NAMESPACES } from '../../../packages/ui/src/i18n/languages.ts';
import { namespacesOf, screenModule } from './namespaces.ts';

const found = (specifier: string) =>
  [...namespacesOf(screenModule(`@merchant/ui/screens/${specifier}`), PAGE_NAMESPACES)].sort();

const UI_SRC = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the namespaces a screen asks for', () => {
  it('are found in the screen and the modules it imports', () => {
    expect(found('products/Goods')).toEqual(['products']);
    expect(found('products/Distribution')).toEqual(['products']);
    expect(found('orders/OrderList')).toEqual(['orders']);
    expect(found('account/My')).toEqual(['account']);
    // Texts named with their namespace ('home:…') count as well as useTranslation('home').
    expect(found('home/Home')).toEqual(['home']);
    expect(found('money/Recharge')).toEqual(['money']);
    // A module that only names its texts with their namespace (a validation schema's messages).
    const schema = join(UI_SRC, 'screens/money/shared/deposit.schema.ts');
    expect([...namespacesOf(schema, PAGE_NAMESPACES)]).toEqual(['money']);
    // The login page and the pages of the start (common, app, auth) ask for none of the others.
    expect(found('auth/Login')).toEqual([]);
    expect(found('account/Privacy')).toEqual([]);
  });

  it('can all be read from the source: every namespace is named literally', () => {
    // A namespace held in a variable would not be found, and its page would wait for too little.
    const literal = /^(\)|'[a-z]+'|\[\s*'[a-z]+'(\s*,\s*'[a-z]+')*\s*,?\s*\])/;
    const unreadable: string[] = [];
    // (The i18n module itself loads namespaces by name: it is the loader, not a screen.)
    for (const file of sources(UI_SRC).filter((f) => !f.includes('/i18n/'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/useTranslation\(|\bns:\s*/g)) {
        const after = code.slice((match.index ?? 0) + match[0].length);
        if (!literal.test(after))
          unreadable.push(`${file.slice(UI_SRC.length)}: ${match[0]}${after.slice(0, 30)}`);
      }
    }
    expect(unreadable).toEqual([]);
  });
});
