// What the login page needs of ja (common, app, auth); each page's own namespaces come
// with it (ja.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/ja/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
