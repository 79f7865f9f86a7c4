export { PAYMENT_PASSWORD_LENGTH, PaymentPasswordInput } from './PaymentPasswordInput';
