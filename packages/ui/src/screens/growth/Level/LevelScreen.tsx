import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { LevelView } from './LevelView';
import { useLevel } from './useLevel';

/** /level: the seller levels and upgrading. */
export function LevelScreen() {
  const level = useLevel();
  return (
    <LevelView
      page={level.page}
      shopClosed={level.shopClosed}
      flow={level.flow}
      onUpgrade={level.upgrade}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
