// What the login page needs of zh-TW (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/zh-TW/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
