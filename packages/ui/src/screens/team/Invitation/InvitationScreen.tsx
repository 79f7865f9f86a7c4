import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { InvitationView } from './InvitationView';
import { useInvitation } from './useInvitation';

type InvitationScreenProps = {
  /** Which address shows the page: /teamInvitation (default) or /alliance. */
  page?: 'alliance' | 'teamInvitation';
};

// The app's origin; none while the page is prerendered at build time (the link is built from the
// loaded code, which a prerendered page does not have yet).
const origin = typeof window === 'undefined' ? '' : window.location.origin;

/** /teamInvitation and /alliance: the invitation code and link (on this app's origin). */
export function InvitationScreen({ page = 'teamInvitation' }: InvitationScreenProps) {
  return (
    <InvitationView page={page} invitation={useInvitation(origin)} onBack={useGoBack(PATHS.my)} />
  );
}

/** /alliance: the same invitation page under the alliance title. */
export function AllianceScreen() {
  return <InvitationScreen page="alliance" />;
}
