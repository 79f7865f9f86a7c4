export { LinkButton } from './LinkButton';
