import type { Money, components } from '@merchant/api';
import { sumAmounts } from '../../../data/kit/quote';
import { readMoney, readRecord } from '../../../data/kit/read';

type WireIncome = components['schemas']['TeamIncome'];

/** The income windows: today, 7 days, 30 days (team/income `range`). */
export const INCOME_WINDOWS = ['today', 'seven', 'thirty'] as const;
export type IncomeWindow = (typeof INCOME_WINDOWS)[number];

/** The income categories: tasks, shops, community, other. */
export const INCOME_CATEGORIES = ['task', 'shop', 'community', 'other'] as const;
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** The income of one window; an unreadable amount is null ("—"). */
export type IncomeBreakdown = {
  byCategory: Record<IncomeCategory, Money | null>;
  /** The sum of the categories, exactly; null when one of them cannot be read. */
  total: Money | null;
};

/**
 * team/income's data -> the breakdown. The total is added up here from the categories shown
 * (exact cents), so it always matches them.
 */
export function parseIncome(data: WireIncome): IncomeBreakdown {
  const income = readRecord(data);
  const byCategory = {
    task: readMoney(income.task),
    shop: readMoney(income.shop),
    community: readMoney(income.community),
    other: readMoney(income.other),
  };
  return {
    byCategory,
    total: sumAmounts(INCOME_CATEGORIES.map((category) => byCategory[category])),
  };
}
