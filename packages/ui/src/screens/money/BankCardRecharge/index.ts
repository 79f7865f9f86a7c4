export { BankCardRechargeScreen } from './BankCardRechargeScreen';
