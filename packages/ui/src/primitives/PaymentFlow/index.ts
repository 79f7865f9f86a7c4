export { PaymentFlow } from './PaymentFlow';
