export { PrivacyScreen } from './PrivacyScreen';
