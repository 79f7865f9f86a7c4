/**
 * The level slice of each seed: levels are configuration; `empty` is a platform that offers no
 * express-lane package and a shop that has bought none.
 */
import {
  expressPackagesFixture,
  expressPurchasesFixture,
  levelsFixture,
} from '../fixtures/growth.ts';
import type { LevelState } from '../state/types.ts';
import type { SeedName } from './names.ts';

export function levelSeed(seed: SeedName): LevelState {
  return {
    levels: levelsFixture(),
    expressPackages: seed === 'empty' ? [] : expressPackagesFixture(),
    expressPurchases: seed === 'empty' ? [] : expressPurchasesFixture(),
  };
}
