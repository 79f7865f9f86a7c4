export { AllianceScreen, InvitationScreen } from './InvitationScreen';
