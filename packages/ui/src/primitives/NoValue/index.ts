export { NoValue } from './NoValue';
