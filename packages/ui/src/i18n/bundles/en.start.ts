// What the login page needs of en (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/en/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
