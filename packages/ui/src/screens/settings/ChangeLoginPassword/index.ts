export { ChangeLoginPasswordScreen } from './ChangeLoginPasswordScreen';
