// One chunk per language: every namespace of th, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/th/*.json', {
  eager: true,
  import: 'default',
});
