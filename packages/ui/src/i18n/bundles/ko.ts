// One chunk per language: every namespace of ko, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/ko/*.json', {
  eager: true,
  import: 'default',
});
