/**
 * A locale tag Intl accepts, or undefined (the runtime's default). Intl throws on malformed
 * tags, and a language code comes from the server or storage ("zh_CN"): never let it crash.
 */
export function intlLocale(locale: string | null | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale.trim().replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}
