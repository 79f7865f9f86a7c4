import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { DonationView } from './DonationView';
import { useDonation } from './useDonation';

/** /caringDonation: charity donations and their ranking. */
export function DonationScreen() {
  const { donate, ...donation } = useDonation();
  return <DonationView {...donation} onDonate={donate} onBack={useGoBack(PATHS.my)} />;
}
