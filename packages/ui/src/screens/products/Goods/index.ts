export { GoodsScreen } from './GoodsScreen';
