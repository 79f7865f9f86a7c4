import { ShopInfoView } from './ShopInfoView';
import { useShopInfo } from './useShopInfo';

/** /baseinfo: the shop's basic information. */
export function ShopInfoScreen() {
  const { save, ...shop } = useShopInfo();
  return <ShopInfoView {...shop} onSave={save} />;
}
