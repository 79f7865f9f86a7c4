export { RechargeRecordScreen } from './RechargeRecordScreen';
