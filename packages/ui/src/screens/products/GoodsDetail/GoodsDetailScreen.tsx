import { useSearchParams } from 'wouter';
import { parseIdParam } from '../../../data/address/ids';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { GoodsDetailView } from './GoodsDetailView';
import { useGoodsDetail } from './useGoodsDetail';

/** Route /goodsDetail?id=<product_id>. */
export function GoodsDetailScreen() {
  const [params] = useSearchParams();
  const state = useGoodsDetail(parseIdParam(params.get('id')));
  return <GoodsDetailView state={state} onBack={useGoBack(PATHS.goods)} />;
}
