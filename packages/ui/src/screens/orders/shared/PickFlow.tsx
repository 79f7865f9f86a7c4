import { useTranslation } from 'react-i18next';
import { PaymentFlow } from '../../../primitives/PaymentFlow';
import type { PickFlowModel } from './usePickFlow';

type PickFlowProps = {
  /** The flow from `usePickFlow()` of the screen's hook. */
  flow: PickFlowModel;
};

/**
 * The sheets and dialogs of picking, drawn by the kit's payment flow: the quote (the orders,
 * the amount, balance and balance after, or what is missing with a deposit that comes back to
 * this page), the payment password, and the dialogs for a shop without a payment password or a
 * closed shop.
 */
export function PickFlow({ flow }: PickFlowProps) {
  const { t } = useTranslation('orders');
  return (
    <PaymentFlow
      flow={flow}
      title={t('pick.title')}
      intro={t('pick.intro')}
      itemLabel={t('pick.orders')}
      paying={t('pick.paying')}
      closedTitle={t('pick.closedTitle')}
      refusedText={(msg) => t('pick.refused', { msg })}
      noPasswordMessage={t('pick.noPasswordMessage')}
    />
  );
}
