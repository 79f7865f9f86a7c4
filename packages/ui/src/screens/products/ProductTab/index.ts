export { ProductTabScreen } from './ProductTabScreen';
