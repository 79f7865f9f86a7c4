// One chunk per language: every namespace of vi, and nothing of the other languages.
export const resources = import.meta.glob<Record<string, unknown>>('../locales/vi/*.json', {
  eager: true,
  import: 'default',
});
