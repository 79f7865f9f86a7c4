// What the login page needs of en (common, app, auth); each page's own namespaces come
// with it (en.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/en/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
