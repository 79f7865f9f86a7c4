import { useParamFilters } from '../../../data/address/enumParam';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { GoodsView } from './GoodsView';
import { goodsFiltersFromParams, goodsFiltersToParams } from './goodsFilters';
import { useGoods } from './useGoods';

/** Route /goods?tab=&search=: my goods (the filters live in the address, so Back keeps them). */
export function GoodsScreen() {
  const model = useGoods(...useParamFilters(goodsFiltersFromParams, goodsFiltersToParams));
  return <GoodsView model={model} onBack={useGoBack(PATHS.product)} />;
}
