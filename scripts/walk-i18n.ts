// The translation side of the route walk (scripts/walk.mjs): the locale files, a detector of raw
// translation keys shown as text, and the pseudo-locale made from English at test time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A namespace's JSON: nested groups of texts. */
export type Tree = { [key: string]: string | Tree };
/** One language: its namespaces by name. */
export type Locale = Record<string, Tree>;

const LOCALES = 'packages/ui/src/i18n/locales';

/** Every namespace of a language, from packages/ui/src/i18n/locales/<lng>/<ns>.json. */
export function readLocale(lng: string, root = LOCALES): Locale {
  return Object.fromEntries(
    readdirSync(join(root, lng))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(root, lng, f), 'utf8')) as Tree,
      ]),
  );
}

/** The text at a dotted path of a namespace (`route.home`), or undefined. */
export function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// --- raw keys ------------------------------------------------------------------------------

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** What the detector knows of the real keys. */
export type KeyIndex = {
  /** Every key path (leaves, plural bases without `_one` / `_other`, groups), bare and `ns:`-prefixed. */
  keys: Set<string>;
  /** The first segment of every key path (`route`, `state`, `list`...). */
  groups: Set<string>;
  /** The namespaces (`common`, `orders`...). */
  namespaces: Set<string>;
};

/** Indexes every key of every namespace of the given languages. */
export function keyIndex(locales: Locale[]): KeyIndex {
  const index: KeyIndex = { keys: new Set(), groups: new Set(), namespaces: new Set() };
  const add = (ns: string, path: string) => {
    index.keys.add(path);
    index.keys.add(`${ns}:${path}`);
  };
  const visit = (ns: string, node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (!prefix) index.groups.add(key);
      add(ns, path);
      if (PLURAL.test(path)) add(ns, path.replace(PLURAL, ''));
      if (typeof value === 'object') visit(ns, value, path);
    }
  };
  for (const locale of locales) {
    for (const [ns, tree] of Object.entries(locale)) {
      index.namespaces.add(ns);
      visit(ns, tree, '');
    }
  }
  return index;
}

// E-mail addresses, URLs and host names look like dotted paths but are not keys.
const NOT_KEYS =
  /[\w.+-]+@[\w.-]+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|app|shop|cn|tw|jp|kr|th|vn)\b/g;
// A dotted token (`a.b`, `ns:a.b`) or a namespaced one (`ns:a`).
const TOKEN =
  /[A-Za-z][\w-]*(?::[A-Za-z][\w-]*)?(?:\.[A-Za-z_][\w-]*)+|[A-Za-z][\w-]*:[A-Za-z][\w.-]*/g;

/**
 * The raw translation keys in a text: a real key path with a dot (`list.empty`) or a namespace
 * (`orders:list.empty`); or what can only be a key: a known namespace and a colon
 * (`orders:anything`), or a known first segment and a dotted path in key style (`route.typo`,
 * a key that does not exist). A single word without a dot (`title`) cannot be told from prose.
 */
export function rawKeys(text: string, index: KeyIndex): string[] {
  const found: string[] = [];
  for (const [token] of text.replace(NOT_KEYS, ' ').matchAll(TOKEN)) {
    const colon = token.indexOf(':');
    const ns = colon > 0 ? token.slice(0, colon) : null;
    const path = ns ? token.slice(colon + 1) : token;
    if (index.keys.has(token) && (ns || path.includes('.'))) found.push(token);
    else if (ns && index.namespaces.has(ns)) found.push(token);
    else if (
      !ns &&
      index.groups.has(path.split('.')[0] ?? '') &&
      /^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/.test(path)
    )
      found.push(token);
  }
  return found;
}

// --- the pseudo-locale ---------------------------------------------------------------------

const PLAIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ACCENTED = [...'áƀçðéƒĝĥíĵķľɱñöþʠŕšŧüṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĽḾÑÖÞǪŔŠŦÜṼŴẊÝŽ'];
const ACCENT = new Map(PLAIN.map((c, i) => [c, ACCENTED[i] ?? c]));
const PADDING = ['ĺöŕéɱ', 'íþšüɱ', 'ðöĺöŕ', 'šíŧ', 'áɱéŧ', 'çöñšéç'];
// What i18next reads and must stay as it is: {{placeholders}}, $t(nesting), tags.
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/**
 * One English text in the pseudo-locale: every letter accented (still readable, shows a text
 * that escaped translation) and padded with words to about 140 % of its length, so that a
 * layout that only fits English breaks at 360 px. Placeholders, nestings and tags are kept.
 */
export function pseudoText(text: string): string {
  const parts = text.split(KEEP);
  const accented = parts
    .map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENT.get(c) ?? c).join('')))
    .join('');
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const pad: string[] = [];
  for (let length = 0; length < visible * 0.4; length += (pad.at(-1)?.length ?? 0) + 1) {
    pad.push(PADDING[pad.length % PADDING.length] ?? '');
  }
  return pad.length ? `${accented} ${pad.join(' ')}` : accented;
}

/** A namespace (or a whole language) in the pseudo-locale: same keys, pseudo texts. */
export function pseudoTree<T extends Tree | Locale>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoTree(value),
    ]),
  ) as T;
}
