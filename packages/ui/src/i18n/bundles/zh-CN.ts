// One chunk per language: every namespace of zh-CN, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', {
  eager: true,
  import: 'default',
});
