/** The level slice of each seed: levels and packages are configuration, purchases are not. */
import {
  expressPackagesFixture,
  expressPurchasesFixture,
  levelsFixture,
} from '../fixtures/growth.ts';
import type { LevelState } from '../state/level.ts';
import type { SeedName } from './index.ts';

export function levelSeed(seed: SeedName): LevelState {
  return {
    levels: levelsFixture(),
    expressPackages: expressPackagesFixture(),
    expressPurchases: seed === 'empty' ? [] : expressPurchasesFixture(),
  };
}
