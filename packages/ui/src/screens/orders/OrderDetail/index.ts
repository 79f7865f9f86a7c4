export { OrderDetailScreen } from './OrderDetailScreen';
