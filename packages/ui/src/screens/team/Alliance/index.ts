export { AllianceScreen } from './AllianceScreen';
