export { LogisticsScreen } from './LogisticsScreen';
