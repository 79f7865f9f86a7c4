// Every other namespace of vi, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/vi/*.json', '!../locales/vi/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
