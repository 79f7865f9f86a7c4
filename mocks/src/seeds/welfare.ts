/** The welfare slice of each seed; `empty` has no sign-in streak and no donations. */
import { donationsFixture, signInFixture } from '../fixtures/growth.ts';
import type { WelfareState } from '../state/types.ts';
import type { SeedName } from './names.ts';

export function welfareSeed(seed: SeedName): WelfareState {
  const signIn = signInFixture();
  if (seed === 'empty') {
    return { signIn: { ...signIn, streak: 0, lastSignedOn: null }, donations: [] };
  }
  return { signIn, donations: donationsFixture() };
}
