// The screens' namespaces of ko (all but common, app, auth), one small file each: a page
// downloads those its screen asks for (i18n/index.ts).
export const namespaces = import.meta.glob<Record<string, unknown>>(
  ['../locales/ko/*.json', '!../locales/ko/{common,app,auth}.json'],
  { import: 'default' },
);
