export { PercentText } from './PercentText';
