// What the login page needs of zh-TW (common, app, auth); each page's own namespaces come
// with it (zh-TW.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/zh-TW/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
