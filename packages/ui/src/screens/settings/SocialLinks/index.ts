export { SocialLinksScreen } from './SocialLinksScreen';
