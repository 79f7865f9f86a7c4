export { Page } from './Page';
