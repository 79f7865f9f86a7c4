export { FailureBlock } from './FailureBlock';
