import type { i18n as I18n } from 'i18next';

/** Past this many remembered texts the memory starts again (order numbers, counts...). */
const MAX_ENTRIES = 4000;

/** What `getFixedT` returns, as this file uses it. */
type FixedT = ((key: unknown, options?: unknown, ...rest: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[] | null;
  ns?: unknown;
  keyPrefix?: unknown;
};

/**
 * Remembers what the instance's translate functions (`getFixedT`, which every `useTranslation`
 * hands out) answered, per language, namespace, key and option values, until the language or
 * its resources change. i18next works each text out again on every call: it copies all its
 * options into a new object, walks the key and the fallbacks, applies plurals and interpolation
 * (its cost: bench/RESULTS.md), and a list's row asks for a
 * dozen texts on every render. Calls it cannot key safely (a key that is not a string, options
 * that are not all strings, numbers or booleans, a default value as second argument) are passed
 * through untouched.
 */
export function memoizeTranslations(instance: I18n): void {
  const memory = new Map<string, unknown>();
  const forget = () => memory.clear();
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = (args[3] as { scopeNs?: unknown } | undefined)?.scopeNs;
    const prefix = `${String(fixed.ns)}\u0001${String(scope ?? '')}\u0001${String(fixed.keyPrefix ?? '')}\u0001`;
    const memoized = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, options, ...rest);
      let id = `${fixed.lng ?? String(fixed.lngs ?? instance.language)}\u0001${prefix}${key}`;
      if (options !== undefined) {
        if (typeof options !== 'object' || options === null) return fixed(key, options);
        for (const [name, value] of Object.entries(options)) {
          const type = typeof value;
          if (type !== 'string' && type !== 'number' && type !== 'boolean')
            return fixed(key, options);
          id += `\u0001${name}\u0002${type[0]}${String(value)}`;
        }
      }
      if (memory.has(id)) return memory.get(id);
      const text = fixed(key, options);
      if (memory.size >= MAX_ENTRIES) memory.clear();
      memory.set(id, text);
      return text;
    }) as FixedT;
    memoized.lng = fixed.lng;
    memoized.lngs = fixed.lngs;
    memoized.ns = fixed.ns;
    memoized.keyPrefix = fixed.keyPrefix;
    return memoized;
  }) as unknown as I18n['getFixedT'];
}
