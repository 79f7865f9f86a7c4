export { PaymentPasswordSheet } from './PaymentPasswordSheet';
