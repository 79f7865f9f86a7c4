export { ServiceScreen } from './ServiceScreen';
