export { DistributionScreen } from './DistributionScreen';
