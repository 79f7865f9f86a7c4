// Apart from the mark itself: the code that keeps the page on screen as the merchant leaves
// (apps/merchant/src/seenPage.ts) writes the same time without loading the kit (the build puts
// this file in the app's start: apps/merchant/vite.config.ts).

/** "14:32" today, else the date and the time, in the merchant's language. */
export function formatAsOf(at: number, language: string, now = Date.now()): string {
  const when = new Date(at);
  const today = new Date(now).toDateString() === when.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(language, options).format(when);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(when);
  }
}
