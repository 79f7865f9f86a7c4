export { ExpressPurchasesScreen } from './ExpressPurchasesScreen';
