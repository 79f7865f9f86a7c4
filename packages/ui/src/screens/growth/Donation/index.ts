export { DonationScreen } from './DonationScreen';
