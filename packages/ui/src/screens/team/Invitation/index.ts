export { InvitationScreen } from './InvitationScreen';
