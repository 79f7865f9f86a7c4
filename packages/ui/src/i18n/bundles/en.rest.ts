// Every other namespace of en, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
