import { useParamFilters } from '../../../data/address/enumParam';
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
  const model = useDistribution(
    ...useParamFilters(catalogueFiltersFromParams, catalogueFiltersToParams),
  );
  return <DistributionView model={model} onBack={useGoBack(PATHS.product)} />;
}
