export { BankAddScreen } from './BankAddScreen';
