export { Loadable } from './Loadable';
