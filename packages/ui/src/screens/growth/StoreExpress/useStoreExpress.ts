import { useTranslation } from 'react-i18next';
import { $api } from '../../../data/kit/api';
import { usePaymentFlow, type PaymentFlowModel } from '../../../data/kit/paymentFlow';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import { requestState, selectData, type RequestState } from '../../../data/kit/requestState';
import { parseExpressPackages, type ExpressPackageRow } from '../shared/expressModel';

/** What /storeExpress needs. */
export type StoreExpressModel = {
  /** The packages on offer; none is the empty state. */
  packages: RequestState<ExpressPackageRow[]>;
  /** True when the shop is closed: nothing can be bought. */
  shopClosed: boolean;
  /** Buying: the quote, the payment password and buy_train. */
  flow: PaymentFlowModel<number>;
  /** Starts buying a package. */
  buy: (pack: ExpressPackageRow) => void;
};

/**
 * /storeExpress: the express-lane packages (GET /merchant/index/train) and buying one through
 * the one payment flow (quote, verify_pay, buy_train: one request in flight, the server's
 * message as the toast or the refusal). The purchases and the balance are fetched again after.
 */
export function useStoreExpress(): StoreExpressModel {
  const { t } = useTranslation('growth');
  const query = $api.useQuery('get', '/merchant/index/train', undefined, {
    select: selectData(parseExpressPackages),
  });
  const merchant = useMerchantProfile();
  const buyCall = $api.useMutation('post', '/merchant/index/buy_train');
  const flow = usePaymentFlow((id: number) => buyCall.mutateAsync({ body: { id } }), {
    successText: t('express.flow.done'),
    invalidates: 'buyExpress',
  });
  return {
    packages: requestState(query, (rows) => rows.length === 0),
    shopClosed: merchant.status === 'ready' && !merchant.data.open,
    flow,
    buy: (pack) => flow.start({ vars: pack.id, label: pack.name, amount: pack.price }),
  };
}
