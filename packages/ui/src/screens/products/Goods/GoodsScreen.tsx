import { useGoBack } from '../../../shell/useGoBack';
import { GoodsView } from './GoodsView';
import { useGoods } from './useGoods';

/** Route /goods: my goods. */
export function GoodsScreen() {
  return <GoodsView model={useGoods()} onBack={useGoBack('/product')} />;
}
