export { AboutDetailsScreen } from './AboutDetailsScreen';
