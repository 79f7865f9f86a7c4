/**
 * The shape of the fake platform's state: one slice per domain and what they share. The store
 * (`store.ts`), each domain's rules (`money.ts`...) and the seeds (`seeds/`) all read these
 * types, and this file imports none of them, so the store and its seeds do not import each other
 * back.
 */
import type { DepositAccounts } from '../fixtures/money.ts';
import type { SeedName } from '../seeds/names.ts';
import type {
  About,
  AboutType,
  Announcement,
  BankCard,
  BillEntry,
  Category,
  ChartSeries,
  Dashboard,
  Donation,
  ExpressPackage,
  ExpressPurchase,
  ExtractRecord,
  Language,
  Level,
  Merchant,
  Message,
  Order,
  PopupNotice,
  Product,
  RechargeRecord,
  Refund,
  ReportRow,
  ShopProduct,
  SignIn,
  TeamIncome,
  TeamInfo,
  TeamMember,
} from '../types.ts';

/** The kinds of record that get ids from the store (`nextId`). */
export type IdKind =
  | 'order'
  | 'bill'
  | 'extract'
  | 'recharge'
  | 'bankCard'
  | 'shopProduct'
  | 'purchase'
  | 'upload'
  | 'feedback';

/** What every domain shares: the seed, the clock and the id counters. */
export interface CoreState {
  seed: SeedName;
  /** Unix seconds of the platform clock; advances one minute per created record. */
  clock: number;
  nextId: Record<IdKind, number>;
}

/** Where a shop application is: in review (0) or rejected (-2), as the third-party exchange says. */
export type ApplicationStatus = 0 | -2;

/** A shop application (plain or through a third-party login). */
export interface Registration {
  mer_name: string;
  mer_phone: string;
  mer_email: string;
  /** The third-party identity (`data` of tkregister); '' for a plain registration. */
  third: string;
  status: ApplicationStatus;
  createtime: string;
}

/** A file uploaded to the platform, served at its `fullurl`. */
export interface UploadedFile {
  fullurl: string;
  type: string;
  bytes: Uint8Array;
}

/** Feedback the merchant sent. */
export interface Feedback {
  id: number;
  content: string;
  images: string[];
  anonymous: boolean;
  createtime: string;
}

/** Account: the merchant, sessions, applications, feedback, uploads, languages, about. */
export interface AccountState {
  merchant: Merchant;
  tokens: Set<string>;
  registrations: Registration[];
  feedback: Feedback[];
  /** Uploaded file's relative `url` -> the file and its `fullurl`. */
  uploads: Map<string, UploadedFile>;
  languages: Language[];
  /** The about-us text, the platform introduction and the privacy policy. */
  about: Record<AboutType, About>;
  /** Session token -> when (ms) its last verify_pay passed: the pass for one paid action. */
  payChecks: Map<string, number>;
}

/** Home: the dashboard figures, the sales curves, the announcements and the pop-up notices. */
export interface HomeState {
  dashboard: Dashboard;
  charts: Record<'today' | 'seven' | 'thirty', ChartSeries>;
  announcements: Announcement[];
  /** The notices tanNotice answers (the pop-up on home). */
  popupNotices: PopupNotice[];
}

/** Messages: system messages and user notices. */
export interface MessagesState {
  messages: Message[];
}

/** Products: the platform's products, the distribution centre and the shop's listings. */
export interface ProductsState {
  categories: Category[];
  /** Every product of the platform; the catalogue is those not in `shopProducts`. */
  products: Product[];
  shopProducts: ShopProduct[];
}

/** Orders: the shop's orders (with their logistics) and refund requests. */
export interface OrdersState {
  orders: Order[];
  refunds: Refund[];
}

/** Money: the balance's movements, deposits, withdrawals, the report and bank cards. */
export interface MoneyState {
  /** The platform's receiving accounts (getBlockchain). */
  depositAccounts: DepositAccounts;
  /** The merchant's own address per network (getAddress, assumed). */
  depositAddresses: Record<string, string>;
  recharges: RechargeRecord[];
  extracts: ExtractRecord[];
  bill: BillEntry[];
  report: ReportRow[];
  bankCards: BankCard[];
}

/** Level: seller levels and the express lane (packages and purchases). */
export interface LevelState {
  levels: Level[];
  expressPackages: ExpressPackage[];
  expressPurchases: ExpressPurchase[];
}

/** Team: the referral team's figures, members and income. */
export interface TeamState {
  teamInfo: TeamInfo;
  teamMembers: TeamMember[];
  teamIncome: Record<'today' | 'seven' | 'thirty', TeamIncome>;
}

/** Welfare: the daily sign-in and charity donations. */
export interface WelfareState {
  signIn: SignIn;
  donations: Donation[];
}

/** The whole state: every slice and what they share. */
export type State = CoreState &
  AccountState &
  HomeState &
  MessagesState &
  ProductsState &
  OrdersState &
  MoneyState &
  LevelState &
  TeamState &
  WelfareState;
