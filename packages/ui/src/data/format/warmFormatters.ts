import { formatDate, formatDateTime, formatMoney, ZERO } from '@merchant/api';

/**
 * The language's amount and date formatters, built ahead in steps (each formatter is kept once
 * built). The first number formatter a page builds is by far the dearest, about 10 ms on a
 * desktop and four to six times that on a slow phone: the browser's international support starts
 * up then, once per page. In Chromium that start-up can be paid in parts: a collator built first
 * takes about 6 ms of it, the language's likely form 3 ms, and the formatter then 2 ms (on a
 * desktop); elsewhere these steps cost next to nothing. Run a step a task, none of them is a long
 * task, and none is part of a render.
 */
export function formatterSteps(language: string): (() => void)[] {
  return [
    quietly(() => new Intl.Collator(language)),
    quietly(() => new Intl.Locale(language).maximize()),
    () => formatMoney(ZERO, language, 'USD'),
    () => {
      formatDate(new Date(0), language);
      formatDateTime(new Date(0), language);
    },
  ];
}

/** A step that may meet a tag Intl refuses (the formatters then use the browser's language). */
const quietly = (build: () => unknown) => () => {
  try {
    build();
  } catch {
    // Nothing built: the formatter step builds with the browser's language.
  }
};
