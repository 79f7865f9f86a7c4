export { AboutScreen } from './AboutScreen';
