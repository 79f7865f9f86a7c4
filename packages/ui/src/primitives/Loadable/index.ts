export { Loadable } from './Loadable';
export { LoadedPage, type LoadedViewProps } from './LoadedPage';
