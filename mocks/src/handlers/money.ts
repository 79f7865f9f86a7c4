/** Money: deposits (withdrawals, the bill, the report and bank cards are in wallet.ts). */
import { MAX_RECHARGE_CENTS, MIN_RECHARGE_CENTS } from '../fixtures/money.ts';
import { formatMoney, formatThousands, parseMoney } from '../money.ts';
import { db, nextId, tick } from '../state/store.ts';
import { done, int, ok, operation, pageOf, paging, refuse, text } from './common.ts';
import type { Input } from './common.ts';

export function serial(prefix: string, stamp: string, id: number): string {
  return `${prefix}${stamp.slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
}

export function statusFilter(input: Input): number | null {
  const status = text(input, 'status');
  return status === '0' || status === '1' || status === '2' ? Number(status) : null;
}

const MSG_DEPOSIT = {
  invalidAmount: 'Please enter a valid amount',
  noNetwork: 'No deposit network is available',
  unsupportedNetwork: 'Deposits on this network are not supported',
  bscHeco: 'Deposits on BSC and HECO are not supported',
  wrongAddress: 'The deposit address does not match the network',
  noPlatformAccount: 'Reset the default recharge info',
  noDefaultCard: 'Please set the default bank card information',
} as const;

/** The deposit channels open for deposits (`status` 1). */
function activeChannels() {
  return db().channels.filter((c) => c.status === 1);
}

/** Why a blockchain deposit cannot be accepted, or null: an open network and its address. */
function blockchainRefusal(input: Input): string | null {
  const network = text(input, 'network').toUpperCase();
  // SPEC section 9: deposits on BSC (BEP20) and HECO (HRC20) are not supported.
  if (/^(BSC|BEP20|HECO|HRC20)$/.test(network)) return MSG_DEPOSIT.bscHeco;
  const channel = activeChannels().find((c) => c.network === network);
  if (!channel) return MSG_DEPOSIT.unsupportedNetwork;
  const address = text(input, 'blockchain');
  if (address !== db().depositAddresses[network] && address !== channel.blockchain) {
    return MSG_DEPOSIT.wrongAddress;
  }
  return null;
}

/** Why a bank-card or manual deposit cannot be accepted, or null: it names the default card. */
function bankRefusal(input: Input): string | null {
  const state = db();
  if (state.platformBankCard === null) return MSG_DEPOSIT.noPlatformAccount;
  const card = state.bankCards.find((c) => c.is_default === 1);
  if (!card) return MSG_DEPOSIT.noDefaultCard;
  const sent = [text(input, 'bank_card'), text(input, 'bank_name'), text(input, 'real_name')];
  if (sent[0] !== card.card_no || sent[1] !== card.bank_name || sent[2] !== card.real_name) {
    return MSG_DEPOSIT.noDefaultCard;
  }
  return null;
}

export const moneyHandlers = [
  operation(
    { operationId: 'listDepositChannels', method: 'get', path: '/merchant/merchant/getBlockchain' },
    () => ok(db().channels.map((c) => ({ ...c }))),
  ),

  // An optional `network`: without one, the first active channel's (the platform's default).
  operation(
    { operationId: 'getDepositAddress', method: 'post', path: '/new/api/mer/getAddress' },
    ({ input }) => {
      const state = db();
      const active = activeChannels();
      const network = text(input, 'network').toUpperCase() || (active[0]?.network ?? '');
      if (active.length === 0) return refuse(MSG_DEPOSIT.noNetwork);
      const address = state.depositAddresses[network];
      if (!active.some((c) => c.network === network) || !address) {
        return refuse(MSG_DEPOSIT.unsupportedNetwork);
      }
      return ok({ network, address });
    },
  ),

  operation(
    { operationId: 'getRechargeInfo', method: 'get', path: '/merchant/merchant/recharge_info' },
    () => {
      const card = db().platformBankCard;
      return ok({
        min_price: formatMoney(MIN_RECHARGE_CENTS),
        max_price: formatThousands(MAX_RECHARGE_CENTS),
        bank_card: card ? { ...card } : null,
      });
    },
  ),

  operation(
    { operationId: 'createRecharge', method: 'post', path: '/merchant/merchant/recharge' },
    ({ input }) => {
      const cents = parseMoney(input.price);
      if (cents === null) return refuse(MSG_DEPOSIT.invalidAmount);
      if (cents === 0) return refuse('The amount cannot be zero');
      if (cents < MIN_RECHARGE_CENTS)
        return refuse(`The minimum deposit is ${formatMoney(MIN_RECHARGE_CENTS)}`);
      if (cents > MAX_RECHARGE_CENTS)
        return refuse(`The maximum deposit is ${formatThousands(MAX_RECHARGE_CENTS)}`);
      const type = int(input, 'recharge_type');
      if (type !== 1 && type !== 2 && type !== 3) return refuse('Please choose a deposit method');
      const image = text(input, 'image');
      if (image === '') return refuse('Please upload the payment voucher');
      const refusal = type === 1 ? blockchainRefusal(input) : bankRefusal(input);
      if (refusal) return refuse(refusal);
      const state = db();
      const id = nextId('recharge');
      const createtime = tick();
      state.recharges.unshift({
        recharge_id: id,
        order_id: serial('RC', createtime, id),
        priceCents: cents,
        status: 0,
        paid: 0,
        admin_msg: '',
        createtime,
        recharge_type: type,
        image,
      });
      return done('Deposit submitted, please wait for review');
    },
  ),

  operation(
    { operationId: 'listRecharges', method: 'get', path: '/merchant/merchant/recharge_log' },
    ({ input }) => {
      const status = statusFilter(input);
      const rows = db().recharges.filter((r) => status === null || r.status === status);
      return ok({
        total: rows.length,
        list: pageOf(rows, paging(input)).map((r) => ({
          recharge_id: r.recharge_id,
          order_id: r.order_id,
          price: formatMoney(r.priceCents),
          status: r.status,
          paid: r.paid,
          admin_msg: r.admin_msg,
          createtime: r.createtime,
          recharge_type: r.recharge_type,
        })),
      });
    },
  ),
];
