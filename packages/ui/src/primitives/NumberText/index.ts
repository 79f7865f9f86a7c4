export { NumberText } from './NumberText';
