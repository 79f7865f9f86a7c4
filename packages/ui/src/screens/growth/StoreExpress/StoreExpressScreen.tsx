import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { StoreExpressView } from './StoreExpressView';
import { useStoreExpress } from './useStoreExpress';

/** /storeExpress: the shop express lane. */
export function StoreExpressScreen() {
  const express = useStoreExpress();
  return (
    <StoreExpressView
      packages={express.packages}
      shopClosed={express.shopClosed}
      flow={express.flow}
      onBuy={express.buy}
      onBack={useGoBack(PATHS.home)}
    />
  );
}
