import { useTranslation } from 'react-i18next';
import type { Money } from '@merchant/api';
import { $api, apiClient } from '../../../data/kit/api';
import { usePaymentFlow, type PaymentFlowModel } from '../../../data/kit/paymentFlow';
import { sumAmounts } from '../../../data/kit/quote';
import { readRecord } from '../../../data/kit/read';
import { parseOrderDetail, type OrderStage } from './orderModel';

/** An order about to be picked: what identifies it and what it costs the merchant. */
export type PickTarget = { id: number; sn: string; cost: Money | null };

/** The picking flow as the order list, the order detail and `PickFlow` see it. */
export type PickFlowModel = Omit<PaymentFlowModel<PickTarget[]>, 'start'> & {
  /** The orders in the flow (during the quote and the password). */
  targets: PickTarget[];
  /** True when the profile says the shop is closed: nothing can be picked. */
  shopClosed: boolean;
  /** The ids of the orders in the flow (to show their buttons busy). */
  activeIds: ReadonlySet<number>;
  /** Opens the flow for one order or a batch. */
  start: (targets: PickTarget[]) => void;
};

// Stages an order reaches only once picked.
const PICKED: ReadonlySet<OrderStage> = new Set([
  'awaitingShipment',
  'shipped',
  'received',
  'completed',
]);

/**
 * Whether the orders were picked, as each order's own record says now: true when all were,
 * false when none was, null when they differ or do not say (the balance decides then).
 */
export async function ordersPicked(ids: readonly number[]): Promise<boolean | null> {
  const stages = await Promise.all(
    ids.map(async (id) => {
      const { data } = await apiClient.GET('/merchant/order/detail', {
        params: { query: { id } },
      });
      return parseOrderDetail(readRecord(data).data, id).stage;
    }),
  );
  if (stages.every((stage) => PICKED.has(stage))) return true;
  if (stages.every((stage) => stage === 'awaitingPickup')) return false;
  return null;
}

/**
 * The picking flow shared by the order list and the order detail: the kit's payment flow (the
 * quote of what is paid against the balance, then the payment password, verify_pay first and
 * one request in flight) with pick or pick_batch as the payment, and the orders' costs summed
 * exactly as its price. An amount or a balance that cannot be read refuses the pick: nothing is
 * sent.
 */
export function usePickFlow(options: { onPicked?: (ids: number[]) => void } = {}): PickFlowModel {
  const { t } = useTranslation('orders');
  const pickOne = $api.useMutation('post', '/merchant/order/pick');
  const pickMany = $api.useMutation('post', '/merchant/order/pick_batch');

  const flow = usePaymentFlow(
    (chosen: PickTarget[]) => {
      const ids = chosen.map((target) => target.id);
      const [first] = ids;
      return ids.length === 1 && first !== undefined
        ? pickOne.mutateAsync({ body: { order_id: first } })
        : pickMany.mutateAsync({ body: { ids } });
    },
    {
      successText: t('pick.done'),
      invalidates: 'pick',
      // After a lost answer, the orders' own status says whether they were picked.
      carriedOut: (chosen) => ordersPicked(chosen.map((target) => target.id)),
      onSuccess: (_answer, chosen) => options.onPicked?.(chosen.map((target) => target.id)),
    },
  );

  const targets = flow.payment?.vars ?? [];
  return {
    ...flow,
    targets,
    shopClosed: flow.merchant.status === 'ready' && !flow.merchant.data.open,
    activeIds: new Set(targets.map((target) => target.id)),
    start: (next) => {
      const [single] = next;
      if (!single) return;
      flow.start({
        vars: next,
        label: next.length === 1 ? single.sn : t('pick.ordersCount', { count: next.length }),
        amount: sumAmounts(next.map((target) => target.cost)),
      });
    },
  };
}
