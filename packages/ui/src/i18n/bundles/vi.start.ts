// What the login page needs of vi (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/vi/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
