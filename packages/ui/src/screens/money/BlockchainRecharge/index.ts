export { BlockchainRechargeScreen } from './BlockchainRechargeScreen';
