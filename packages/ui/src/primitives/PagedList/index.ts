export { PagedList } from './PagedList';
