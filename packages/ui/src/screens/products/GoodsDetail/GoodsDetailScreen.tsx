import { useIdParam } from '../../../data/address/ids';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { GoodsDetailView } from './GoodsDetailView';
import { useGoodsDetail } from './useGoodsDetail';

/** Route /goodsDetail?id=<product_id>. */
export function GoodsDetailScreen() {
  const state = useGoodsDetail(useIdParam());
  return <GoodsDetailView state={state} onBack={useGoBack(PATHS.goods)} />;
}
