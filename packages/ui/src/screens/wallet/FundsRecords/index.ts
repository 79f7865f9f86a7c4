export { FundsRecordsScreen } from './FundsRecordsScreen';
