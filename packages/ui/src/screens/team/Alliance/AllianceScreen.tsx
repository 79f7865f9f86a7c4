import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { AllianceView } from './AllianceView';
import { useAlliance } from './useAlliance';

/** /alliance: the invitation address and the shops that joined through it. */
export function AllianceScreen() {
  return <AllianceView state={useAlliance()} onBack={useGoBack(PATHS.my)} />;
}
