/**
 * The fake platform's in-memory state. Handlers read and change it, so a change is visible
 * to the next request; `resetStore()` puts it back to a named seed (before each story/test).
 * The slices' shapes are in `types.ts`, a domain's rules beside this file (`money.ts`...);
 * the seeds that fill the slices live in `seeds/`.
 */
import { fromUnix } from '../fixtures/time.ts';
import { seedState } from '../seeds/index.ts';
import type { SeedName } from '../seeds/names.ts';
import type { IdKind, State } from './types.ts';

export type { CoreState, IdKind, State } from './types.ts';

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
