// One chunk per language: every namespace of ja, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/ja/*.json', {
  eager: true,
  import: 'default',
});
