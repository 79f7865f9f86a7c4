export { ForgotPasswordScreen } from './ForgotPasswordScreen';
