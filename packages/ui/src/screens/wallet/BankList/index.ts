export { BankListScreen } from './BankListScreen';
