export { MyCommunityScreen } from './MyCommunityScreen';
