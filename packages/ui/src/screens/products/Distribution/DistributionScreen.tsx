import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { DistributionView } from './DistributionView';
import { catalogueFiltersFromParams, catalogueFiltersToParams } from './catalogueFilters';
import { useDistribution } from './useDistribution';

/**
 * Route /distribution?category=&search=&min=&max=: the distribution centre (the filters live
 * in the address, so Back keeps them).
 */
export function DistributionScreen() {
  const [params, setParams] = useSearchParams();
  const model = useDistribution(catalogueFiltersFromParams(params), (next) =>
    setParams(catalogueFiltersToParams(next), { replace: true }),
  );
  return <DistributionView model={model} onBack={useGoBack(PATHS.product)} />;
}
