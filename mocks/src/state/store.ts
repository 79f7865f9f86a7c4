/**
 * The fake platform's in-memory state. Handlers read and change it, so a change is visible
 * to the next request; `resetStore()` puts it back to a named seed (before each story/test).
 * Each domain's slice and its rules live beside this file (`state/money.ts`...); the seeds
 * that fill them live in `seeds/`.
 */
import { fromUnix } from '../fixtures/time.ts';
import { seedState } from '../seeds/index.ts';
import type { SeedName } from '../seeds/index.ts';
import type { AccountState } from './account.ts';
import type { HomeState } from './home.ts';
import type { LevelState } from './level.ts';
import type { MessagesState } from './messages.ts';
import type { MoneyState } from './money.ts';
import type { OrdersState } from './orders.ts';
import type { ProductsState } from './products.ts';
import type { TeamState } from './team.ts';
import type { WelfareState } from './welfare.ts';

/** The kinds of record that get ids from the store (`nextId`). */
export type IdKind =
  | 'order'
  | 'bill'
  | 'extract'
  | 'recharge'
  | 'bankCard'
  | 'shopProduct'
  | 'purchase'
  | 'upload'
  | 'feedback';

/** What every domain shares: the seed, the clock and the id counters. */
export interface CoreState {
  seed: SeedName;
  /** Unix seconds of the platform clock; advances one minute per created record. */
  clock: number;
  nextId: Record<IdKind, number>;
}

export type State = CoreState &
  AccountState &
  HomeState &
  MessagesState &
  ProductsState &
  OrdersState &
  MoneyState &
  LevelState &
  TeamState &
  WelfareState;

let current: State = seedState('default');

/** The live state (read it through this function: `resetStore` replaces it). */
export function db(): State {
  return current;
}

/** Puts the platform back to a named seed; call before each story and each test. */
export function resetStore(seed: SeedName = 'default'): State {
  current = seedState(seed);
  return current;
}

/** The platform clock as "YYYY-MM-DD HH:mm:ss", without advancing it. */
export function now(): string {
  return fromUnix(current.clock);
}

/** Advances the clock one minute and returns the new time: the time of a created record. */
export function tick(): string {
  current.clock += 60;
  return fromUnix(current.clock);
}

/** Hands out the next id of a kind. */
export function nextId(kind: IdKind): number {
  const id = current.nextId[kind];
  current.nextId[kind] = id + 1;
  return id;
}
