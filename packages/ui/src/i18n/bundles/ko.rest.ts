// Every other namespace of ko, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/ko/*.json', '!../locales/ko/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
