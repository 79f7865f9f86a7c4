// What the login page needs of ja (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/ja/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
