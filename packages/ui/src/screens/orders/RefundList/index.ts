export { RefundListScreen } from './RefundListScreen';
