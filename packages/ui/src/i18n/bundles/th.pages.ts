// The screens' namespaces of th (all but common, app, auth), one small file each: a page
// downloads those its screen asks for (i18n/index.ts).
export const namespaces = import.meta.glob<Record<string, unknown>>(
  ['../locales/th/*.json', '!../locales/th/{common,app,auth}.json'],
  { import: 'default' },
);
