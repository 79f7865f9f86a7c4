export { InfiniteList, type InfiniteListStatus } from './InfiniteList';
