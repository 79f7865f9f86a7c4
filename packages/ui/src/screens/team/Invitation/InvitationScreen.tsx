import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { InvitationView } from './InvitationView';
import { useInvitation } from './useInvitation';

// The app's origin; none while the page is prerendered at build time (the link is built from the
// loaded code, which a prerendered page does not have yet).
const origin = typeof window === 'undefined' ? '' : window.location.origin;

/** /teamInvitation: the invitation code and link (on this app's origin). */
export function InvitationScreen() {
  return <InvitationView state={useInvitation(origin)} onBack={useGoBack(PATHS.my)} />;
}
