// Every other namespace of zh-CN, loaded behind the first page.
export const resources = import.meta.glob<Record<string, unknown>>(
  ['../locales/zh-CN/*.json', '!../locales/zh-CN/{common,app,auth}.json'],
  { eager: true, import: 'default' },
);
