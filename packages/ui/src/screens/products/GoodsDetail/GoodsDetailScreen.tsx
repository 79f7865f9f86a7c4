import { useSearchParams } from 'wouter';
import { useGoBack } from '../../../shell/useGoBack';
import { GoodsDetailView } from './GoodsDetailView';
import { useGoodsDetail } from './useGoodsDetail';

/** Route /goodsDetail?id=<product_id>. */
export function GoodsDetailScreen() {
  const [params] = useSearchParams();
  return <GoodsDetailView state={useGoodsDetail(params.get('id'))} onBack={useGoBack('/goods')} />;
}
