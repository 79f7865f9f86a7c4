// Every other namespace of th, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/th/*.json', '!../locales/th/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
