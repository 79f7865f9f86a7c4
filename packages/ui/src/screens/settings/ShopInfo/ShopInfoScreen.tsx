import { ShopInfoView } from './ShopInfoView';
import { useShopInfo } from './useShopInfo';

/** /baseinfo: the shop's basic information. */
export function ShopInfoScreen() {
  const shop = useShopInfo();
  return (
    <ShopInfoView
      initial={shop.initial}
      upload={shop.upload}
      onSave={shop.save}
      saving={shop.saving}
      onDirtyChange={shop.onDirtyChange}
      guard={shop.guard}
    />
  );
}
