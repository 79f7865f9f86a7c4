import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { GoodsView } from './GoodsView';
import { goodsFiltersFromParams, goodsFiltersToParams } from './goodsFilters';
import { useGoods } from './useGoods';

/** Route /goods?tab=&search=: my goods (the filters live in the address, so Back keeps them). */
export function GoodsScreen() {
  const [params, setParams] = useSearchParams();
  const model = useGoods(goodsFiltersFromParams(params), (next) =>
    setParams(goodsFiltersToParams(next), { replace: true }),
  );
  return <GoodsView model={model} onBack={useGoBack(PATHS.product)} />;
}
