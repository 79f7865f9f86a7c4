/**
 * Records as the fake platform keeps them: money in integer cents (`...Cents`), times as
 * "YYYY-MM-DD HH:mm:ss". Handlers turn them into the wire shapes of openapi/merchant.yaml.
 */

export type Flag = 0 | 1;

export interface SocialLinks {
  facebook: string;
  instagram: string;
  youtube: string;
  twitter: string;
  tiktok: string;
  whatsapp: string;
}

export interface Merchant {
  mer_id: number;
  mer_name: string;
  mer_avatar: string;
  real_name: string;
  mer_phone: string;
  mer_email: string;
  country: string;
  balanceCents: number;
  mer_level: number;
  follow_count: number;
  grade: string;
  credit: number;
  mer_address: string;
  mer_info: string;
  mark: string;
  status: Flag;
  /** Null: getMerInfo leaves `have_pay` out (a platform that does not send it). */
  have_pay: Flag | null;
  custom_service: string;
  /** The customer-service chat getChat answers ('' when the platform has none). */
  chat_url: string;
  totalIncomeCents: number;
  invite_code: string;
  /** The ID card's photos given at registration: front, back (displayable urls). */
  images: [string, string];
  /** The home banner slots as store_banner saved them (the posted `url`; '' = empty slot). */
  banners: [string, string, string];
  social: SocialLinks;
  password: string;
  payPassword: string | null;
  lang: string;
}

export interface Category {
  category_id: number;
  name: string;
}

export interface ProductSpec {
  name: string;
  value: string;
}

export interface Product {
  product_id: number;
  category_id: number;
  title: string;
  image: string;
  images: string[];
  content: string;
  salesCents: number;
  costCents: number;
  stock: number;
  look: number;
  sales: number;
  is_hot: Flag;
  specs: ProductSpec[];
}

export interface ShopProduct {
  id: number;
  product_id: number;
  sales: number;
  click: number;
  switch: Flag;
  stock: number;
  is_recommend: Flag;
}

export interface OrderItem {
  product_id: number;
  product_num: number;
  /** Unit selling price. */
  priceCents: number;
  /** Unit cost the merchant pays the platform at pickup. */
  costCents: number;
}

export interface DeliveryStep {
  step: number;
  /** The delivery status the parcel reached at this step (1 in transit, 2 reached). */
  status: 0 | 1 | 2 | 3 | 4;
  mark: string;
  updatetime: string;
}

export interface Order {
  order_id: number;
  order_sn: string;
  /** 0 unpaid, 1 paid, 2 shipped, 3 received, 4 completed, -1 cancelled, -2 refunded. */
  status: -2 | -1 | 0 | 1 | 2 | 3 | 4;
  paid: Flag;
  is_pick: Flag;
  delivery_status: 0 | 1 | 2 | 3 | 4;
  createtime: string;
  pick_time: string | null;
  items: OrderItem[];
  real_name: string;
  user_phone: string;
  user_address: string;
  delivery_no: string;
  pay_type: string;
  delivery: DeliveryStep[];
}

export interface Refund {
  id: number;
  refund_sn: string;
  amountCents: number;
  /** 0 pending approval, 1 approved, -1 rejected. */
  status: 0 | 1 | -1;
  receiving_status: Flag;
  refund_explain: string;
  createtime: string;
}

/** The platform's bank (or Alipay) account a deposit is paid into (getBlockchain type 0 and 2). */
export interface BankDepositAccount {
  /** The bank's name. */
  blockchain: string;
  /** The account holder. */
  name: string;
  /** The account or card number. */
  account: string;
}

/** The platform's blockchain address a crypto deposit is sent to (getBlockchain type 1). */
export interface CryptoDepositAccount {
  /** The QR code image of the address. */
  url: string;
  account: string;
  network: string;
}

/** The currency an amount was entered in: CNY for bank transfers, USD (the balance's) otherwise. */
export type Currency = 'CNY' | 'USD';

/** -1 rejected, 0 in review, 1 approved. */
export type ReviewStatus = -1 | 0 | 1;

export interface RechargeRecord {
  recharge_id: number;
  order_id: string;
  /** The amount as entered, in `currency`. */
  priceCents: number;
  currency: Currency;
  status: ReviewStatus;
  paid: Flag;
  admin_msg: string;
  createtime: string;
  /** 0 bank transfer, 1 crypto, 2 Alipay, 3 WeChat. */
  recharge_type: 0 | 1 | 2 | 3;
  image: string;
}

export interface ExtractRecord {
  extract_id: number;
  extract_sn: string;
  /** The amount as entered, in `currency`. */
  extractCents: number;
  currency: Currency;
  feeCents: number;
  realCents: number;
  /** What left the balance, in USD. */
  debitCents: number;
  status: ReviewStatus;
  admin_msg: string;
  createtime: string;
  /** 0 bank, 1 blockchain. */
  extract_type: 0 | 1;
}

export interface BillEntry {
  id: number;
  moneyCents: number;
  pm: Flag;
  type: string;
  memo: string;
  title: string;
  afterCents: number;
  createtime: string;
}

export interface ReportRow {
  date: string;
  profitCents: number;
  total_order: number;
  cancel_order: number;
  refund_order: number;
  unreceivedCents: number;
}

export interface BankCard {
  id: number;
  bank_name: string;
  card_no: string;
  real_name: string;
  is_default: Flag;
}

export interface Message {
  id: number;
  title: string;
  /** Who sent it (the platform, a buyer, a team member): the wire's `user`. */
  user: string;
  content: string;
  is_see: Flag;
  see_time: string | null;
  createtime: string;
  type: 1 | 2;
}

export interface Language {
  id: number;
  language_name: string;
  file_name: string;
  is_default: Flag;
  status: Flag;
}

/** A notice that pops up on home (tanNotice). */
export interface PopupNotice {
  title: string;
  /** HTML. */
  content: string;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
}

export interface Level {
  level_id: number;
  name: string;
  image: string;
  priceCents: number;
  rate: string;
  product_num: number;
}

export interface ExpressPackage {
  id: number;
  name: string;
  priceCents: number;
  hour: number;
  order_num: number;
}

export interface ExpressPurchase {
  id: number;
  moneyCents: number;
  type: string;
  memo: string;
  createtime: string;
  train_id: number;
}

export interface TeamMember {
  id: number;
  name: string;
  incomeCents: number;
  orders: number;
  createtime: string;
  level: 1 | 2;
}

export interface TeamIncome {
  task: number;
  shop: number;
  community: number;
  other: number;
}

export interface TeamInfo {
  team_total: number;
  revenueCents: number;
  invited: number;
  effective: number;
  vip: number;
  partner: number;
  /** First-level referral reward, percent of a referred shop's revenue ("5"). */
  level1_rate: string;
  /** Second-level referral reward, percent ("2.5"). */
  level2_rate: string;
}

export interface SignIn {
  /** Consecutive days signed, up to `lastSignedOn`. */
  streak: number;
  /** The platform day ("YYYY-MM-DD") of the last sign-in, or null: never signed. */
  lastSignedOn: string | null;
  /** Reward by day of the 7-day cycle (index 0 = day 1). */
  rewardsCents: number[];
}

export interface Donation {
  account: string;
  amountCents: number;
  count: number;
}

export interface Dashboard {
  totalSalesCents: number;
  totalProfitCents: number;
  today_order: number;
  todaySalesCents: number;
  todayProfitCents: number;
  today_visit: number;
  seven_visit: number;
  thirty_visit: number;
}

export interface ChartSeries {
  x: string[];
  y: number[];
}

export interface About {
  title: string;
  content: string;
  version: string;
}

/** The texts about/get answers, by its (assumed) `type` parameter. */
export type AboutType = 'about' | 'details' | 'privacy';
