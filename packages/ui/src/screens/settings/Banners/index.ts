export { BannersScreen } from './BannersScreen';
