// What the login page needs of ko (common, app, auth); each page's own namespaces come
// with it (ko.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/ko/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
