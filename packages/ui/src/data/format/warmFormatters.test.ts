import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatMoney, parseMoney, ZERO } from '@merchant/api';
import { formatterSteps } from './warmFormatters';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatterSteps', () => {
  it('builds the amount and date formatters, so that a page drawing amounts builds none', () => {
    // A language no other test formats in: its formatters are built here, by the steps.
    const language = 'vi';
    for (const step of formatterSteps(language)) step();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatMoney(parseMoney('1234.5') ?? ZERO, language, 'USD')).toContain('1.234,50');
    formatDate(new Date(Date.UTC(2026, 0, 2)), language);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });

  it('comes in several steps, each of a task, none of which throws on a tag Intl refuses', () => {
    const steps = formatterSteps('not a language tag');
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (const step of steps) expect(step).not.toThrow();
  });
});
