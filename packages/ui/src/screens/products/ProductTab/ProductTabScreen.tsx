import { ProductTabView } from './ProductTabView';
import { useProductTab } from './useProductTab';

/** Route /product (a bottom-tab page). */
export function ProductTabScreen() {
  return <ProductTabView state={useProductTab()} />;
}
