/**
 * The fake platform's in-memory state. Handlers read and change it, so a change is visible
 * to the next request; `resetStore()` puts it back to a named seed (before each story/test).
 */
import { categoriesFixture, productsFixture, shopProductsFixture } from './fixtures/catalogue.ts';
import {
  DEMO_TOKEN,
  aboutFixture,
  announcementsFixture,
  languagesFixture,
  merchantFixture,
} from './fixtures/merchant.ts';
import { messagesFixture } from './fixtures/messages.ts';
import {
  bankCardsFixture,
  billFixture,
  depositAddressesFixture,
  depositChannelsFixture,
  extractsFixture,
  platformBankCardFixture,
  rechargesFixture,
  reportFixture,
} from './fixtures/money.ts';
import { ordersFixture, refundsFixture } from './fixtures/orders.ts';
import {
  chartsFixture,
  dashboardFixture,
  donationsFixture,
  expressPackagesFixture,
  expressPurchasesFixture,
  levelsFixture,
  signInFixture,
  teamIncomeFixture,
  teamInfoFixture,
  teamMembersFixture,
} from './fixtures/growth.ts';
import { CLOCK_START, fromUnix, toUnix } from './fixtures/time.ts';
import type {
  About,
  Announcement,
  BankCard,
  BillEntry,
  Category,
  ChartSeries,
  Dashboard,
  DepositChannel,
  Donation,
  ExpressPackage,
  ExpressPurchase,
  ExtractRecord,
  Language,
  Level,
  Merchant,
  Message,
  Order,
  Product,
  RechargeRecord,
  Refund,
  ReportRow,
  ShopProduct,
  SignIn,
  TeamIncome,
  TeamInfo,
  TeamMember,
} from './types.ts';

export const SEED_NAMES = [
  'default',
  'empty',
  'closedShop',
  'noPayPassword',
  'lowBalance',
] as const;

/**
 * - `default`: the rich demo shop.
 * - `empty`: every list empty (orders, products, catalogue, money records, messages, team...),
 *   balance 0; configuration lists (languages, levels, express packages, categories, deposit
 *   channels) stay; the merchant exists and is logged in.
 * - `closedShop`: the default shop with merchant `status` 0 (picking is refused).
 * - `noPayPassword`: the default shop without a payment password (`have_pay` 0).
 * - `lowBalance`: the default shop with 3.50 balance, less than any order's total cost.
 */
export type SeedName = (typeof SEED_NAMES)[number];

export interface Registration {
  mer_name: string;
  mer_phone: string;
  mer_email: string;
  createtime: string;
}

export interface Feedback {
  id: number;
  content: string;
  images: string[];
  anonymous: boolean;
  createtime: string;
}

export interface State {
  seed: SeedName;
  /** Unix seconds of the platform clock; advances one minute per created record. */
  clock: number;
  nextId: Record<
    | 'order'
    | 'bill'
    | 'extract'
    | 'recharge'
    | 'bankCard'
    | 'shopProduct'
    | 'purchase'
    | 'upload'
    | 'feedback',
    number
  >;
  merchant: Merchant;
  tokens: Set<string>;
  registrations: Registration[];
  categories: Category[];
  /** Every product of the platform; the catalogue is those not in `shopProducts`. */
  products: Product[];
  shopProducts: ShopProduct[];
  orders: Order[];
  refunds: Refund[];
  channels: DepositChannel[];
  depositAddresses: Record<string, string>;
  platformBankCard: { bank_name: string; card_no: string; real_name: string } | null;
  recharges: RechargeRecord[];
  extracts: ExtractRecord[];
  bill: BillEntry[];
  report: ReportRow[];
  bankCards: BankCard[];
  messages: Message[];
  languages: Language[];
  about: About;
  announcements: Announcement[];
  levels: Level[];
  expressPackages: ExpressPackage[];
  expressPurchases: ExpressPurchase[];
  teamInfo: TeamInfo;
  teamMembers: TeamMember[];
  teamIncome: Record<'today' | 'seven' | 'thirty', TeamIncome>;
  signIn: SignIn;
  donations: Donation[];
  dashboard: Dashboard;
  charts: Record<'today' | 'seven' | 'thirty', ChartSeries>;
  /** Uploaded file url -> displayable url (data URI of what was uploaded). */
  uploads: Map<string, string>;
  feedback: Feedback[];
}

function nextAfter(ids: number[], floor: number): number {
  return Math.max(floor, ...ids) + 1;
}

function build(seed: SeedName): State {
  const merchant = merchantFixture();
  const products = productsFixture();
  let shopProducts = shopProductsFixture(products);
  let orders = ordersFixture(products);
  let refunds = refundsFixture();
  let recharges = rechargesFixture();
  let extracts = extractsFixture();
  let bankCards = bankCardsFixture();
  let messages = messagesFixture();
  let announcements = announcementsFixture();
  let expressPurchases = expressPurchasesFixture();
  let teamMembers = teamMembersFixture();
  let teamInfo = teamInfoFixture();
  let teamIncome = teamIncomeFixture();
  let donations = donationsFixture();
  let dashboard = dashboardFixture();
  let charts = chartsFixture();
  let report = reportFixture();
  let signIn = signInFixture();
  let catalogueProducts = products;

  if (seed === 'closedShop') merchant.status = 0;
  if (seed === 'noPayPassword') {
    merchant.have_pay = 0;
    merchant.payPassword = null;
  }
  if (seed === 'lowBalance') {
    // The demo balance, less a large approved bank-card withdrawal this morning.
    const withdrawn = merchant.balanceCents - 350;
    merchant.balanceCents = 350;
    extracts.unshift({
      extract_id: 106,
      extract_sn: 'WD202611210001',
      extractCents: withdrawn,
      feeCents: 0,
      realCents: withdrawn,
      status: 1,
      admin_msg: '',
      createtime: '2026-11-21 09:00:00',
      extract_type: 2,
    });
  }
  if (seed === 'empty') {
    merchant.balanceCents = 0;
    merchant.totalIncomeCents = 0;
    merchant.follow_count = 0;
    catalogueProducts = [];
    shopProducts = [];
    orders = [];
    refunds = [];
    recharges = [];
    extracts = [];
    bankCards = [];
    messages = [];
    announcements = [];
    expressPurchases = [];
    teamMembers = [];
    donations = [];
    report = [];
    teamInfo = { team_total: 0, revenueCents: 0, invited: 0, effective: 0, vip: 0, partner: 0 };
    teamIncome = {
      today: { task: 0, shop: 0, community: 0, other: 0 },
      seven: { task: 0, shop: 0, community: 0, other: 0 },
      thirty: { task: 0, shop: 0, community: 0, other: 0 },
    };
    dashboard = {
      totalSalesCents: 0,
      totalProfitCents: 0,
      today_order: 0,
      todaySalesCents: 0,
      todayProfitCents: 0,
      today_visit: 0,
      seven_visit: 0,
      thirty_visit: 0,
    };
    charts = {
      today: { x: charts.today.x, y: charts.today.y.map(() => 0) },
      seven: { x: charts.seven.x, y: charts.seven.y.map(() => 0) },
      thirty: { x: charts.thirty.x, y: charts.thirty.y.map(() => 0) },
    };
    signIn = { ...signIn, streak: 0 };
  }
  const bill = billFixture({
    balanceCents: merchant.balanceCents,
    orders,
    recharges,
    extracts,
    purchases: expressPurchases,
    packages: expressPackagesFixture(),
  });

  return {
    seed,
    clock: toUnix(CLOCK_START),
    nextId: {
      order: nextAfter(
        orders.map((o) => o.order_id),
        1000,
      ),
      bill: nextAfter(
        bill.map((b) => b.id),
        400,
      ),
      extract: nextAfter(
        extracts.map((e) => e.extract_id),
        100,
      ),
      recharge: nextAfter(
        recharges.map((r) => r.recharge_id),
        200,
      ),
      bankCard: nextAfter(
        bankCards.map((c) => c.id),
        0,
      ),
      shopProduct: nextAfter(
        shopProducts.map((s) => s.id),
        0,
      ),
      purchase: nextAfter(
        expressPurchases.map((p) => p.id),
        0,
      ),
      upload: 1,
      feedback: 1,
    },
    merchant,
    tokens: new Set([DEMO_TOKEN]),
    registrations: [],
    categories: categoriesFixture(),
    // In the empty seed the platform has no products at all (catalogue and shop empty).
    products: catalogueProducts,
    shopProducts,
    orders,
    refunds,
    channels: depositChannelsFixture(),
    depositAddresses: depositAddressesFixture(),
    platformBankCard: platformBankCardFixture(),
    recharges,
    extracts,
    bill,
    report,
    bankCards,
    messages,
    languages: languagesFixture(),
    about: aboutFixture(),
    announcements,
    levels: levelsFixture(),
    expressPackages: expressPackagesFixture(),
    expressPurchases,
    teamInfo,
    teamMembers,
    teamIncome,
    signIn,
    donations,
    dashboard,
    charts,
    uploads: new Map(),
    feedback: [],
  };
}

let current: State = build('default');

/** The live state (read it through this function: `resetStore` replaces it). */
export function db(): State {
  return current;
}

/** Puts the platform back to a named seed; call before each story and each test. */
export function resetStore(seed: SeedName = 'default'): State {
  current = build(seed);
  return current;
}

/** The platform clock as "YYYY-MM-DD HH:mm:ss", without advancing it. */
export function now(): string {
  return fromUnix(current.clock);
}

/** Advances the clock one minute and returns the new time: the time of a created record. */
export function tick(): string {
  current.clock += 60;
  return fromUnix(current.clock);
}

/** Hands out the next id of a kind. */
export function nextId(kind: keyof State['nextId']): number {
  const id = current.nextId[kind];
  current.nextId[kind] = id + 1;
  return id;
}

/** Products in the distribution centre: not (yet) listed in the shop. */
export function catalogue(): Product[] {
  const listed = new Set(current.shopProducts.map((row) => row.product_id));
  return current.products.filter((product) => !listed.has(product.product_id));
}

export function findProduct(productId: number): Product | undefined {
  return current.products.find((product) => product.product_id === productId);
}

/** Lists a catalogue product in the shop; a new listing starts on shelf with no sales. */
export function listInShop(product: Product): ShopProduct {
  const row: ShopProduct = {
    id: nextId('shopProduct'),
    product_id: product.product_id,
    sales: 0,
    click: 0,
    switch: 1,
    stock: product.stock,
    is_recommend: 0,
  };
  current.shopProducts.push(row);
  return row;
}

/** Changes the balance and writes the bill entry that explains it. */
export function moveMoney(entry: {
  cents: number;
  pm: 0 | 1;
  type: string;
  title: string;
  memo: string;
}): BillEntry {
  const merchant = current.merchant;
  merchant.balanceCents += entry.pm === 1 ? entry.cents : -entry.cents;
  const bill: BillEntry = {
    id: nextId('bill'),
    moneyCents: entry.cents,
    pm: entry.pm,
    type: entry.type,
    memo: entry.memo,
    title: entry.title,
    afterCents: merchant.balanceCents,
    createtime: tick(),
  };
  current.bill.unshift(bill);
  return bill;
}
