// What the login page needs of ko (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/ko/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
