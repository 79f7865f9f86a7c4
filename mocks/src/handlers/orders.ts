/** Orders: list, detail, pickup (single and batch, paid from the balance) and refunds. */
import { formatMoney } from '../money.ts';
import { moveMoney } from '../state/money.ts';
import { db, tick } from '../state/store.ts';
import type { Order } from '../types.ts';
import { requirePayCheck } from './account/payPassword.ts';
import { MSG, done, idList, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';
import { order, orderDetail, orderTotals } from './wire.ts';

/** Status "5" of the list = paid but not yet picked (the Order tab badge). */
const AWAITING_PICKUP = '5';

/**
 * The list's `status` filter: "all" (the platform's public client sends it explicitly), "5",
 * or an order status ("-1" cancelled, "-2" refunded...). A missing filter lists every order here;
 * the contract requires it, since the real server's default is not known.
 */
function matchesStatus(record: Order, status: string): boolean {
  if (status === '' || status === 'all') return true;
  if (status === AWAITING_PICKUP) return record.status === 1 && record.is_pick === 0;
  return String(record.status) === status;
}

function pickable(record: Order): boolean {
  return record.status === 1 && record.is_pick === 0;
}

/** Picks the orders all together or not at all. */
function pick(records: Order[]): Response {
  const state = db();
  if (state.merchant.status !== 1) return refuse(MSG.closed);
  if (records.some((r) => !pickable(r))) return refuse('Only orders awaiting pickup can be picked');
  const cost = records.reduce((sum, r) => sum + orderTotals(r).costCents, 0);
  if (cost > state.merchant.balanceCents) return refuse(MSG.insufficient);
  for (const record of records) {
    record.is_pick = 1;
    record.pick_time = tick();
    moveMoney({
      cents: orderTotals(record).costCents,
      pm: 0,
      type: 'order',
      title: 'Order pickup',
      memo: `Picked order ${record.order_sn}`,
    });
  }
  return done(records.length > 1 ? `${records.length} orders picked` : 'Order picked');
}

export const orderHandlers = [
  operation(
    { operationId: 'listOrders', method: 'get', path: '/merchant/order/list' },
    ({ input }) => {
      const status = text(input, 'status');
      const search = text(input, 'search').toLowerCase();
      const rows = db().orders.filter(
        (r) =>
          matchesStatus(r, status) && (search === '' || r.order_sn.toLowerCase().includes(search)),
      );
      let price = 0;
      let profit = 0;
      for (const r of rows) {
        const totals = orderTotals(r);
        price += totals.priceCents;
        profit += totals.profitCents;
      }
      return ok({
        total: rows.length,
        total_price: formatMoney(price),
        total_profit: formatMoney(profit),
        list: pageOf(rows, paging(input)).map(order),
      });
    },
  ),

  operation(
    { operationId: 'getOrder', method: 'get', path: '/merchant/order/detail' },
    ({ input }) => {
      const id = int(input, 'id');
      const record = db().orders.find((r) => r.order_id === id);
      return record ? ok(orderDetail(record)) : refuse('The order does not exist');
    },
  ),

  operation(
    { operationId: 'pickOrder', method: 'post', path: '/merchant/order/pick' },
    ({ request, input }) => {
      const id = int(input, 'order_id');
      const record = db().orders.find((r) => r.order_id === id);
      if (!record) return refuse('The order does not exist');
      return requirePayCheck(request) ?? pick([record]);
    },
  ),

  operation(
    { operationId: 'pickOrders', method: 'post', path: '/merchant/order/pick_batch' },
    ({ request, input }) => {
      const ids = idList(input, 'ids');
      if (ids.length === 0) return refuse('Please choose orders');
      const records = ids.map((id) => db().orders.find((r) => r.order_id === id));
      if (records.some((r) => r === undefined)) return refuse('The order does not exist');
      return requirePayCheck(request) ?? pick(records as Order[]);
    },
  ),

  operation(
    { operationId: 'listRefunds', method: 'get', path: '/merchant/merchant/refund_order' },
    ({ input }) =>
      ok(
        // Status 0 pending, 1 approved, -1 rejected; the public client never reads `id`.
        pageOf(db().refunds, paging(input)).map((r) => ({
          id: r.id,
          refund_sn: r.refund_sn,
          amount: formatMoney(r.amountCents),
          status: r.status,
          receiving_status: r.receiving_status,
          refund_explain: r.refund_explain,
          createtime: r.createtime,
        })),
      ),
  ),
];
