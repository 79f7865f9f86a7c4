export { InviteCodeScreen } from './InviteCodeScreen';
