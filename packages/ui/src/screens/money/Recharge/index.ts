export { RechargeScreen } from './RechargeScreen';
