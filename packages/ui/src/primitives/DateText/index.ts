export { DateText } from './DateText';
