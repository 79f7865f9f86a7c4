// What the login page needs of zh-CN (common, app, auth); each page's own namespaces come
// with it (zh-CN.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/zh-CN/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
