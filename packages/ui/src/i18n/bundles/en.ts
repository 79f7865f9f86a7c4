// One chunk per language: every namespace of en, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
