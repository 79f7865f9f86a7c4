import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { AboutView } from './AboutView';
import { useAbout } from './useAbout';

/** /aboutUs: about the platform, the app version and "check for update". */
export function AboutScreen() {
  const about = useAbout();
  return <AboutView {...about} onBack={useGoBack(PATHS.my)} />;
}
