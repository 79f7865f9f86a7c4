export { RecommendedRulesScreen, RewardsScreen } from './RewardsScreen';
