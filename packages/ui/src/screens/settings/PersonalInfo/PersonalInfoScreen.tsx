import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { PersonalInfoView } from './PersonalInfoView';
import { usePersonalInfo } from './usePersonalInfo';

/** /personalInfo: the merchant's own data, read-only. */
export function PersonalInfoScreen() {
  return <PersonalInfoView info={usePersonalInfo()} onBack={useGoBack(PATHS.setting)} />;
}
