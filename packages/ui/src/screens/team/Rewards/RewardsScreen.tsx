import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { RewardsView, type RewardsPage } from './RewardsView';
import { useRewards } from './useRewards';

type RewardsScreenProps = {
  /** Which page: /recommendedGifts (default) or /recommendedRules. */
  page?: RewardsPage;
};

/** /recommendedGifts and /recommendedRules: the referral rewards, and their rules. */
export function RewardsScreen({ page = 'recommendedGifts' }: RewardsScreenProps) {
  return <RewardsView page={page} rewards={useRewards()} onBack={useGoBack(PATHS.my)} />;
}

/** /recommendedRules: the rules of the referral rewards. */
export function RecommendedRulesScreen() {
  return <RewardsScreen page="recommendedRules" />;
}
