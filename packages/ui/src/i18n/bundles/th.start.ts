// What the login page needs of th (common, app, auth); each page's own namespaces come
// with it (th.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/th/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
