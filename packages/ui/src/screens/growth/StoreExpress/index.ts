export { StoreExpressScreen } from './StoreExpressScreen';
