import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { ExpressPurchasesView } from './ExpressPurchasesView';
import { useExpressPurchases } from './useExpressPurchases';

/** /buyTrainBill: the express-lane purchase records. */
export function ExpressPurchasesScreen() {
  return (
    <ExpressPurchasesView
      purchases={useExpressPurchases()}
      onBack={useGoBack(PATHS.storeExpress)}
    />
  );
}
