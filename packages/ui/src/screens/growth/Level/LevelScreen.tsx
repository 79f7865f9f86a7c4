import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { LevelView } from './LevelView';
import { useLevel } from './useLevel';

/** /level: the seller levels and upgrading. */
export function LevelScreen() {
  const { upgrade, ...level } = useLevel();
  return <LevelView {...level} onUpgrade={upgrade} onBack={useGoBack(PATHS.my)} />;
}
