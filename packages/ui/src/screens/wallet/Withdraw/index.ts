export { WithdrawScreen } from './WithdrawScreen';
