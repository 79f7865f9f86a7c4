// What the login page needs of th (common, app, auth); the rest comes right after.
export const resources = import.meta.glob<Record<string, unknown>>(
  '../locales/th/{common,app,auth}.json',
  { eager: true, import: 'default' },
);
