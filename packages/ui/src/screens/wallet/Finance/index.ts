export { FinanceScreen } from './FinanceScreen';
