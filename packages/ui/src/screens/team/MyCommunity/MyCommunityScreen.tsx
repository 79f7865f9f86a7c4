import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { MyCommunityView } from './MyCommunityView';
import { useMyCommunity } from './useMyCommunity';

/** /myCommunity: the referral stats. */
export function MyCommunityScreen() {
  return <MyCommunityView state={useMyCommunity()} onBack={useGoBack(PATHS.my)} />;
}
