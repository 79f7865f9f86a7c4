// One chunk per language: every namespace of zh-TW, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/zh-TW/*.json', {
  eager: true,
  import: 'default',
});
