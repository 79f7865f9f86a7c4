// What the login page needs of vi (common, app, auth); each page's own namespaces come
// with it (vi.pages.ts).
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/vi/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
