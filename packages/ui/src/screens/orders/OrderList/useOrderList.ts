import type { Money, components } from '@merchant/api';
import { $api } from '../../../data/kit/api';
import { pagedBy, pagedByTotal, type PagedList, usePagedList } from '../../../data/kit/pagedList';
import { sumAmounts } from '../../../data/kit/quote';
import { readCount, readMoney } from '../../../data/kit/read';
import { useSelection, type Selection } from '../../../data/kit/selection';
import { parseOrder, type OrderRow } from '../shared/orderModel';
import { usePickFlow, type PickFlowModel } from '../shared/usePickFlow';
import { TAB_QUERY, type OrderTab } from './orderTabs';

/** The order list pages by 10. */
export const ORDER_PAGE_SIZE = 10;

const SHAPE = pagedByTotal<components['schemas']['Order'], components['schemas']['OrderPage']>();

/** The server's totals of the whole filtered list (not only the loaded pages). */
export type OrderTotals = { count: number; price: Money | null; profit: Money | null };

/** What the order list view needs. */
export type OrderListModel = {
  /** The paged orders of the tab (already filtered where the server cannot filter). */
  list: PagedList<OrderRow>;
  /** The server's totals, when they describe exactly this tab. */
  totals: OrderTotals | null;
  /** Whether an order can be picked here (awaiting pickup, shop open). */
  canPick: (row: OrderRow) => boolean;
  /** Batch picking is offered (the awaiting-pickup tab of an open shop, with orders). */
  batchMode: boolean;
  /** The awaiting-pickup orders ticked for a batch pick. */
  selection: Selection<OrderRow>;
  /** Their total cost, summed exactly (null when one cannot be read). */
  selectedCost: Money | null;
  /** The picking flow (balance, shop status, sheets). */
  flow: PickFlowModel;
};

/** The orders of a tab, optionally searched by order number, 10 at a time, and picking. */
export function useOrderList(tab: OrderTab, search: string): OrderListModel {
  const { status, keep } = TAB_QUERY[tab];
  const query = $api.useInfiniteQuery(
    'get',
    '/merchant/order/list',
    {
      params: {
        query: {
          status,
          ...(search ? { search } : {}),
          limit: ORDER_PAGE_SIZE,
        },
      },
    },
    pagedBy(SHAPE),
  );
  // A pick between two page loads shifts rows from one page to the next: the kit shows each once.
  const list = usePagedList(query, SHAPE, {
    key: (order) => order.order_id,
    parse: parseOrder,
    keep,
  });
  const rows = list.status === 'ready' ? list.items : [];

  const pages = query.data?.pages;
  const last = pages?.[pages.length - 1]?.data as Partial<
    components['schemas']['OrderPage']
  > | null;
  const count = readCount(last?.total);
  const totals: OrderTotals | null =
    last && !keep && count !== null
      ? { count, price: readMoney(last.total_price), profit: readMoney(last.total_profit) }
      : null;

  const selection = useSelection(rows, (row) => row.id, {
    selectable: (row) => row.stage === 'awaitingPickup',
    scope: `${tab}|${search}`,
  });
  const flow = usePickFlow({ onPicked: selection.clear });
  const canPick = (row: OrderRow) => row.stage === 'awaitingPickup' && !flow.shopClosed;

  return {
    list,
    totals,
    canPick,
    batchMode: tab === 'awaitingPickup' && !flow.shopClosed && rows.length > 0,
    selection,
    selectedCost: sumAmounts(selection.items.map((row) => row.cost)),
    flow,
  };
}
