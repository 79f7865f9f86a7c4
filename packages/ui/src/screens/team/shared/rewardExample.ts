import { addMoney, moneyFromCents, percentOf, type Money } from '@merchant/api';
import type { Percent } from '../../../data/kit/read';
import type { RewardRates } from './teamInfo';

/** The worked example of the rewards page assumes 10,000 of revenue per shop. */
export const EXAMPLE_REVENUE: Money = moneyFromCents(1_000_000);

/** The reward of one level in the worked example; null when its rate cannot be read. */
export type ExampleLine = { revenue: Money; rate: Percent | null; reward: Money | null };

/** The worked example: one shop of each level with the example revenue, and the total. */
export type RewardExample = {
  1: ExampleLine;
  2: ExampleLine;
  /** Null when a level's reward cannot be computed (never a partial sum). */
  total: Money | null;
};

function line(rate: Percent | null): ExampleLine {
  return {
    revenue: EXAMPLE_REVENUE,
    rate,
    reward: rate === null ? null : percentOf(EXAMPLE_REVENUE, rate.numerator, rate.denominator),
  };
}

/** The worked example for the server's rates, exactly (integer cents, rounded half-up). */
export function rewardExample(rates: RewardRates): RewardExample {
  const first = line(rates[1]);
  const second = line(rates[2]);
  return {
    1: first,
    2: second,
    total:
      first.reward === null || second.reward === null
        ? null
        : addMoney(first.reward, second.reward),
  };
}
