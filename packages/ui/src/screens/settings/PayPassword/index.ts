export { ChangePayPasswordScreen, PayPasswordScreen } from './PayPasswordScreen';
