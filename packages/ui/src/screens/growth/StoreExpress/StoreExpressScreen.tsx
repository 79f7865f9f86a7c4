import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { StoreExpressView } from './StoreExpressView';
import { useStoreExpress } from './useStoreExpress';

/** /storeExpress: the shop express lane. */
export function StoreExpressScreen() {
  const { buy, ...express } = useStoreExpress();
  return <StoreExpressView {...express} onBuy={buy} onBack={useGoBack(PATHS.home)} />;
}
