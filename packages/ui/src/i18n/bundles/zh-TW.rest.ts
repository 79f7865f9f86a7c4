// Every other namespace of zh-TW, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/zh-TW/*.json', '!../locales/zh-TW/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
