// What the login page needs of zh-CN (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/zh-CN/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
