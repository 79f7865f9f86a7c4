export { OrderListScreen } from './OrderListScreen';
