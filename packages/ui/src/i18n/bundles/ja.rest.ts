// Every other namespace of ja, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/ja/*.json', '!../locales/ja/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
