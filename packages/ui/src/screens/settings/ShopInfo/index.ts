export { ShopInfoScreen } from './ShopInfoScreen';
