import { useGoBack } from '../../../shell/useGoBack';
import { DistributionView } from './DistributionView';
import { useDistribution } from './useDistribution';

/** Route /distribution: the distribution centre. */
export function DistributionScreen() {
  return <DistributionView model={useDistribution()} onBack={useGoBack('/product')} />;
}
