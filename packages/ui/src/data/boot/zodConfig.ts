/** zod 4 keeps its configuration on globalThis, shared by every copy of zod on the page. */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Keeps zod within the app's Content-Security-Policy, which forbids eval: without `jitless`,
 * the first object parsed by a full `zod` schema probes `new Function` to compile a faster
 * parser, and the browser reports that probe as a CSP violation even though zod catches it.
 * Written to zod's shared configuration rather than through `config()`, so that start-up does
 * not load zod: forms load it when they need it. Call it once, before any schema parses.
 */
export function configureZodForCsp(): void {
  const shared = globalThis as ZodGlobal;
  shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
}
