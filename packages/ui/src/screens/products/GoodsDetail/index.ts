export { GoodsDetailScreen } from './GoodsDetailScreen';
