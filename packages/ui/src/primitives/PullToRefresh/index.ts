export { PULL_THRESHOLD, PullToRefresh } from './PullToRefresh';
