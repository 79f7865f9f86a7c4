// The screens' namespaces of ja (all but common, app, auth), one small file each: a page
// downloads those its screen asks for (i18n/index.ts).
export const namespaces = import.meta.glob<Record<string, unknown>>(
  ['../locales/ja/*.json', '!../locales/ja/{common,app,auth}.json'],
  { import: 'default' },
);
