import type { Money, components } from '@merchant/api';
import {
  readCount,
  readList,
  readMoney,
  readPercent,
  readRecord,
  readText,
  type Percent,
} from '../../../data/kit/read';

type WireLevel = components['schemas']['Level'];

/** Where a level stands for the merchant: reached already, the current one, or one to buy. */
export type LevelStanding = 'reached' | 'current' | 'upgrade';

/** A seller level, parsed once. */
export type LevelRow = {
  id: number;
  name: string;
  /** Badge url ('' when none). */
  image: string;
  /** Upgrade price; null when it cannot be read (the upgrade is refused, never sent). */
  price: Money | null;
  /** Profit margin; null when it cannot be read. */
  rate: Percent | null;
  /** How many products the level may list; null when it cannot be read. */
  productQuota: number | null;
};

/**
 * Parses level's data, lowest first. The platform's own client never reads `level_id`: a level
 * without one is numbered by its place in the list as the platform sends it (lowest first).
 */
export function parseLevels(data: WireLevel[]): LevelRow[] {
  return readList(data)
    .map((item, index) => {
      const level = readRecord(item);
      return {
        id: readCount(level.level_id) ?? index + 1,
        name: readText(level.name).trim(),
        image: readText(level.image),
        price: readMoney(level.price),
        rate: readPercent(level.rate),
        productQuota: readCount(level.product_num),
      };
    })
    .sort((a, b) => a.id - b.id);
}

/** A level against the merchant's level (unknown: nothing can be bought yet). */
export function standingOf(level: LevelRow, current: number | null): LevelStanding | null {
  if (current === null) return null;
  if (level.id === current) return 'current';
  return level.id < current ? 'reached' : 'upgrade';
}
