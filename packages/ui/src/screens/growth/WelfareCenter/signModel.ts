import type { Money, components } from '@merchant/api';
import { readCount, readList, readMoney, readRecord } from '../../../data/kit/read';

/** One day of the 7-day sign-in cycle. */
export type SignDayRow = {
  day: number;
  reward: Money | null;
  signed: boolean;
  /** Today's place in the cycle (signed already or still to sign). */
  today: boolean;
};

/** The sign-in state, parsed once. */
export type SignState = {
  /** Consecutive days signed; null when unreadable. */
  streak: number | null;
  signedToday: boolean;
  /** Today's reward; null when unreadable. */
  reward: Money | null;
  days: SignDayRow[];
};

/**
 * Parses sign_info's data. Today is the last signed day of the cycle once signed, else the
 * first unsigned one; a record without its list of days is a malformed answer.
 */
export function parseSignInfo(data: components['schemas']['SignInfo']): SignState {
  const info = readRecord(data);
  const signedToday = readCount(info.signed_today) === 1;
  const days = readList(info.days)
    .map((item) => {
      const day = readRecord(item);
      return {
        day: readCount(day.day) ?? 0,
        reward: readMoney(day.reward),
        signed: readCount(day.signed) === 1,
      };
    })
    .sort((a, b) => a.day - b.day);
  const signedCount = days.filter((day) => day.signed).length;
  const todayIndex = signedToday ? signedCount - 1 : signedCount;
  return {
    streak: readCount(info.streak),
    signedToday,
    reward: readMoney(info.reward),
    days: days.map((day, index) => ({ ...day, today: index === todayIndex })),
  };
}
