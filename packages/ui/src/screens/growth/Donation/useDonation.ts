import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyToDecimalString, type Money, type components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import {
  pagedBy,
  pagedByTotal,
  type PagedList,
  useFirstPageSummary,
  usePagedList,
} from '../../../data/kit/pagedList';
import { usePaymentFlow, type PaymentFlowModel } from '../../../data/kit/paymentFlow';
import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import {
  donationKey,
  parseDonation,
  parseMyDonation,
  type DonationRow,
  type MyDonation,
} from './donationModel';

/** Ranking rows asked for per page. */
export const DONATION_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<
  components['schemas']['Donation'],
  components['schemas']['DonationPage']
>();

/** What /caringDonation needs. */
export type DonationModel = {
  /** The merchant's own total, count and place (the ranking's first-page summary). */
  mine: RequestState<MyDonation>;
  /** The ranking, paged. */
  ranking: PagedList<DonationRow>;
  /** The balance the amount is checked against; null when unknown or unreadable. */
  balance: Money | null;
  /** True when the shop is closed: nothing can be donated. */
  shopClosed: boolean;
  /** Donating: the quote, the payment password and donate. */
  flow: PaymentFlowModel<Money>;
  /** Starts donating a checked amount. */
  donate: (amount: Money) => void;
  /** Donations made on this page: the form starts empty again after each. */
  donated: number;
};

/**
 * /caringDonation: the ranking (GET /merchant/donation/rank, `{total, list, mine}`) and donating
 * through the one payment flow (quote, verify_pay, donate). The ranking, the own total and the
 * balance are fetched again afterwards (`donate`).
 */
export function useDonation(): DonationModel {
  const { t } = useTranslation('growth');
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/donation/rank',
    { params: { query: { limit: DONATION_PAGE_SIZE } } },
    pagedBy(SHAPE),
  );
  const ranking = usePagedList(query, SHAPE, { key: donationKey, parse: parseDonation });
  const mine = useFirstPageSummary(query, parseMyDonation);

  const merchant = useMerchantProfile();
  const [donated, setDonated] = useState(0);
  const donateCall = $api.useMutation('post', '/merchant/donation/donate');
  const flow = usePaymentFlow(
    (amount: Money) => donateCall.mutateAsync({ body: { amount: moneyToDecimalString(amount) } }),
    {
      successText: t('donation.flow.done'),
      invalidates: 'donate',
      onSuccess: () => setDonated((count) => count + 1),
    },
  );

  return {
    mine,
    ranking,
    balance: merchant.status === 'ready' ? merchant.data.balance : null,
    shopClosed: merchant.status === 'ready' && !merchant.data.open,
    flow,
    donate: (amount) => flow.start({ vars: amount, label: t('donation.item'), amount }),
    donated,
  };
}
