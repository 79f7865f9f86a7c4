import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { DonationView } from './DonationView';
import { useDonation } from './useDonation';

/** /caringDonation: charity donations and their ranking. */
export function DonationScreen() {
  const donation = useDonation();
  return (
    <DonationView
      mine={donation.mine}
      ranking={donation.ranking}
      balance={donation.balance}
      shopClosed={donation.shopClosed}
      flow={donation.flow}
      onDonate={donation.donate}
      donated={donation.donated}
      onBack={useGoBack(PATHS.my)}
    />
  );
}
