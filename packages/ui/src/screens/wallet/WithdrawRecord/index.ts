export { WithdrawRecordScreen } from './WithdrawRecordScreen';
