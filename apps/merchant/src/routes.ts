import type { ComponentType } from 'react';
import { demoToolsEnabled } from '@merchant/ui/data/boot/demo.ts';
import { PATHS } from '@merchant/ui/data/address/paths.ts';
import { translationsReady, type PageNamespace, type RouteTitleKey } from '@merchant/ui/i18n';
import { preloadable, type Preloadable } from './preloadable';

/** The four tabs of the bottom bar. */
export type TabKey = 'home' | 'product' | 'order' | 'my';

/** One row of the route table. */
export type RouteDef = {
  /** The page's address, exactly as links write it. */
  path: string;
  /** i18n key (namespace app) of the page title. */
  title: RouteTitleKey;
  /** The tab it belongs to, for tab pages. */
  tab?: TabKey;
  /** Public pages open without a session; protected ones send a visitor to /login. */
  access: 'public' | 'protected';
  /** false: the page does without TanStack Query (only the login page, for its size budget). */
  queries?: false;
  /** A page for visitors only: a logged-in merchant is sent on (the login page). */
  guest?: true;
  /** The lazily loaded screen. */
  screen: Screen;
  /**
   * Modules (import specifiers) that a press on the page needs besides its own code: the login
   * form's check. The prerendered page asks for them when it holds a press made before the app
   * is live (build/bootScript.ts), so that the press is answered as soon as the app is.
   */
  press?: readonly string[];
};

/** A screen, with the namespaces its code asks for when the build found them. */
export type Screen = Preloadable & { namespaces?: readonly PageNamespace[] };

type ScreenLoader<M> = (() => Promise<M>) & {
  module?: string;
  /** Told by the build (build/namespaces.ts): the namespaces the screen's code asks for. */
  namespaces?: readonly PageNamespace[];
};

// A screen shows once its code and its texts are there: the namespaces the build found in its
// code, or (where nothing was told) every namespace of the language.
const screen = <M>(load: ScreenLoader<M>, pick: (m: M) => ComponentType): Screen => {
  const part = load.namespaces ?? 'all';
  return Object.assign(
    preloadable(
      Object.assign(async () => (await Promise.all([load(), translationsReady(part)]))[0], {
        module: load.module,
      }),
      pick,
    ),
    { namespaces: load.namespaces },
  );
};

// The login page needs only the start of the language (common, app, auth).
const Login = preloadable(
  () => import('@merchant/ui/screens/auth/Login'),
  (m) => m.LoginScreen,
);
const Register = screen(
  () => import('@merchant/ui/screens/auth/Register'),
  (m) => m.RegisterScreen,
);
const InviteCode = screen(
  () => import('@merchant/ui/screens/auth/InviteCode'),
  (m) => m.InviteCodeScreen,
);
const ForgotPassword = screen(
  () => import('@merchant/ui/screens/auth/ForgotPassword'),
  (m) => m.ForgotPasswordScreen,
);
const Home = screen(
  () => import('@merchant/ui/screens/home/Home'),
  (m) => m.HomeScreen,
);
const ProductTab = screen(
  () => import('@merchant/ui/screens/products/ProductTab'),
  (m) => m.ProductTabScreen,
);
const Distribution = screen(
  () => import('@merchant/ui/screens/products/Distribution'),
  (m) => m.DistributionScreen,
);
const Goods = screen(
  () => import('@merchant/ui/screens/products/Goods'),
  (m) => m.GoodsScreen,
);
const GoodsDetail = screen(
  () => import('@merchant/ui/screens/products/GoodsDetail'),
  (m) => m.GoodsDetailScreen,
);
const OrderList = screen(
  () => import('@merchant/ui/screens/orders/OrderList'),
  (m) => m.OrderListScreen,
);
const OrderDetail = screen(
  () => import('@merchant/ui/screens/orders/OrderDetail'),
  (m) => m.OrderDetailScreen,
);
const Logistics = screen(
  () => import('@merchant/ui/screens/orders/Logistics'),
  (m) => m.LogisticsScreen,
);
const RefundList = screen(
  () => import('@merchant/ui/screens/orders/RefundList'),
  (m) => m.RefundListScreen,
);
const My = screen(
  () => import('@merchant/ui/screens/account/My'),
  (m) => m.MyScreen,
);
const Recharge = screen(
  () => import('@merchant/ui/screens/money/Recharge'),
  (m) => m.RechargeScreen,
);
const BlockchainRecharge = screen(
  () => import('@merchant/ui/screens/money/BlockchainRecharge'),
  (m) => m.BlockchainRechargeScreen,
);
const BankCardRecharge = screen(
  () => import('@merchant/ui/screens/money/BankCardRecharge'),
  (m) => m.BankCardRechargeScreen,
);
const RechargeRecord = screen(
  () => import('@merchant/ui/screens/money/RechargeRecord'),
  (m) => m.RechargeRecordScreen,
);
const Withdraw = screen(
  () => import('@merchant/ui/screens/wallet/Withdraw'),
  (m) => m.WithdrawScreen,
);
const WithdrawRecord = screen(
  () => import('@merchant/ui/screens/wallet/WithdrawRecord'),
  (m) => m.WithdrawRecordScreen,
);
const BankList = screen(
  () => import('@merchant/ui/screens/wallet/BankList'),
  (m) => m.BankListScreen,
);
const BankAdd = screen(
  () => import('@merchant/ui/screens/wallet/BankAdd'),
  (m) => m.BankAddScreen,
);
const FundsRecords = screen(
  () => import('@merchant/ui/screens/wallet/FundsRecords'),
  (m) => m.FundsRecordsScreen,
);
const Finance = screen(
  () => import('@merchant/ui/screens/wallet/Finance'),
  (m) => m.FinanceScreen,
);
const RechargeSandbox = screen(
  () => import('@merchant/ui/screens/money/RechargeSandbox'),
  (m) => m.RechargeSandboxScreen,
);
const SettingsHub = screen(
  () => import('@merchant/ui/screens/settings/SettingsHub'),
  (m) => m.SettingsHubScreen,
);
const SettingsUp = screen(
  () => import('@merchant/ui/screens/settings/SettingsHub'),
  (m) => m.SettingsUpScreen,
);
const PersonalInfo = screen(
  () => import('@merchant/ui/screens/settings/PersonalInfo'),
  (m) => m.PersonalInfoScreen,
);
const ShopInfo = screen(
  () => import('@merchant/ui/screens/settings/ShopInfo'),
  (m) => m.ShopInfoScreen,
);
const Banners = screen(
  () => import('@merchant/ui/screens/settings/Banners'),
  (m) => m.BannersScreen,
);
const SocialLinks = screen(
  () => import('@merchant/ui/screens/settings/SocialLinks'),
  (m) => m.SocialLinksScreen,
);
const ChangeLoginPassword = screen(
  () => import('@merchant/ui/screens/settings/ChangeLoginPassword'),
  (m) => m.ChangeLoginPasswordScreen,
);
const SetPayPassword = screen(
  () => import('@merchant/ui/screens/settings/PayPassword'),
  (m) => m.PayPasswordScreen,
);
const ChangePayPassword = screen(
  () => import('@merchant/ui/screens/settings/PayPassword'),
  (m) => m.ChangePayPasswordScreen,
);
const About = screen(
  () => import('@merchant/ui/screens/account/About'),
  (m) => m.AboutScreen,
);
const AboutDetails = screen(
  () => import('@merchant/ui/screens/account/AboutDetails'),
  (m) => m.AboutDetailsScreen,
);
const Privacy = screen(
  () => import('@merchant/ui/screens/account/Privacy'),
  (m) => m.PrivacyScreen,
);
const Service = screen(
  () => import('@merchant/ui/screens/account/Service'),
  (m) => m.ServiceScreen,
);
const MessageList = screen(
  () => import('@merchant/ui/screens/messages/MessageList'),
  (m) => m.MessageListScreen,
);
const MessageDetail = screen(
  () => import('@merchant/ui/screens/messages/MessageDetail'),
  (m) => m.MessageDetailScreen,
);
const NoticeList = screen(
  () => import('@merchant/ui/screens/messages/NoticeList'),
  (m) => m.NoticeListScreen,
);
const Invitation = screen(
  () => import('@merchant/ui/screens/team/Invitation'),
  (m) => m.InvitationScreen,
);
const Alliance = screen(
  () => import('@merchant/ui/screens/team/Alliance'),
  (m) => m.AllianceScreen,
);
const MyTeam = screen(
  () => import('@merchant/ui/screens/team/MyTeam'),
  (m) => m.MyTeamScreen,
);
const MyCommunity = screen(
  () => import('@merchant/ui/screens/team/MyCommunity'),
  (m) => m.MyCommunityScreen,
);
const MyIncome = screen(
  () => import('@merchant/ui/screens/team/MyIncome'),
  (m) => m.MyIncomeScreen,
);
const RecommendedGifts = screen(
  () => import('@merchant/ui/screens/team/Rewards'),
  (m) => m.RewardsScreen,
);
const RecommendedRules = screen(
  () => import('@merchant/ui/screens/team/Rewards'),
  (m) => m.RecommendedRulesScreen,
);
const WelfareCenter = screen(
  () => import('@merchant/ui/screens/growth/WelfareCenter'),
  (m) => m.WelfareCenterScreen,
);
const Donation = screen(
  () => import('@merchant/ui/screens/growth/Donation'),
  (m) => m.DonationScreen,
);
const Feedback = screen(
  () => import('@merchant/ui/screens/growth/Feedback'),
  (m) => m.FeedbackScreen,
);
const StoreExpress = screen(
  () => import('@merchant/ui/screens/growth/StoreExpress'),
  (m) => m.StoreExpressScreen,
);
const ExpressPurchases = screen(
  () => import('@merchant/ui/screens/growth/ExpressPurchases'),
  (m) => m.ExpressPurchasesScreen,
);
const Level = screen(
  () => import('@merchant/ui/screens/growth/Level'),
  (m) => m.LevelScreen,
);

/** Every route of the product. */
export const ROUTES: RouteDef[] = [
  { path: PATHS.home, title: 'route.home', tab: 'home', access: 'protected', screen: Home },
  {
    path: PATHS.product,
    title: 'route.product',
    tab: 'product',
    access: 'protected',
    screen: ProductTab,
  },
  { path: PATHS.order, title: 'route.order', tab: 'order', access: 'protected', screen: OrderList },
  { path: PATHS.my, title: 'route.my', tab: 'my', access: 'protected', screen: My },
  {
    path: PATHS.distribution,
    title: 'route.distribution',
    access: 'protected',
    screen: Distribution,
  },
  { path: PATHS.goods, title: 'route.goods', access: 'protected', screen: Goods },
  { path: PATHS.goodsDetail, title: 'route.goodsDetail', access: 'protected', screen: GoodsDetail },
  { path: PATHS.orderDetail, title: 'route.orderDetail', access: 'protected', screen: OrderDetail },
  { path: PATHS.logistics, title: 'route.logistics', access: 'protected', screen: Logistics },
  {
    path: PATHS.refundRequest,
    title: 'route.refundRequest',
    access: 'protected',
    screen: RefundList,
  },
  { path: PATHS.setting, title: 'route.setting', access: 'protected', screen: SettingsHub },
  { path: PATHS.settingup, title: 'route.settingup', access: 'protected', screen: SettingsUp },
  {
    path: PATHS.personalInfo,
    title: 'route.personalInfo',
    access: 'protected',
    screen: PersonalInfo,
  },
  { path: PATHS.baseinfo, title: 'route.baseinfo', access: 'protected', screen: ShopInfo },
  {
    path: PATHS.socialmedia,
    title: 'route.socialmedia',
    access: 'protected',
    screen: SocialLinks,
  },
  {
    path: PATHS.uploadBanner,
    title: 'route.uploadBanner',
    access: 'protected',
    screen: Banners,
  },
  { path: PATHS.alliance, title: 'route.alliance', access: 'protected', screen: Alliance },
  { path: PATHS.myIncome, title: 'route.myIncome', access: 'protected', screen: MyIncome },
  { path: PATHS.myCommunity, title: 'route.myCommunity', access: 'protected', screen: MyCommunity },
  {
    path: PATHS.teamInvitation,
    title: 'route.teamInvitation',
    access: 'protected',
    screen: Invitation,
  },
  { path: PATHS.myTeam, title: 'route.myTeam', access: 'protected', screen: MyTeam },
  {
    path: PATHS.recommendedGifts,
    title: 'route.recommendedGifts',
    access: 'protected',
    screen: RecommendedGifts,
  },
  {
    path: PATHS.recommendedRules,
    title: 'route.recommendedRules',
    access: 'protected',
    screen: RecommendedRules,
  },
  {
    path: PATHS.welfareCenter,
    title: 'route.welfareCenter',
    access: 'protected',
    screen: WelfareCenter,
  },
  {
    path: PATHS.caringDonation,
    title: 'route.caringDonation',
    access: 'protected',
    screen: Donation,
  },
  { path: PATHS.feedback, title: 'route.feedback', access: 'protected', screen: Feedback },
  { path: PATHS.aboutUs, title: 'route.aboutUs', access: 'public', screen: About },
  {
    path: PATHS.aboutUsDetails,
    title: 'route.aboutUsDetails',
    access: 'public',
    screen: AboutDetails,
  },
  {
    path: PATHS.privacyAgreement,
    title: 'route.privacyAgreement',
    access: 'public',
    screen: Privacy,
  },
  {
    path: PATHS.fundsRecords,
    title: 'route.fundsRecords',
    access: 'protected',
    screen: FundsRecords,
  },
  { path: PATHS.finance, title: 'route.finance', access: 'protected', screen: Finance },
  { path: PATHS.withdraw, title: 'route.withdraw', access: 'protected', screen: Withdraw },
  {
    path: PATHS.withdrawRecord,
    title: 'route.withdrawRecord',
    access: 'protected',
    screen: WithdrawRecord,
  },
  { path: PATHS.recharge, title: 'route.recharge', access: 'protected', screen: Recharge },
  {
    path: PATHS.walletRecharge,
    title: 'route.walletRecharge',
    access: 'protected',
    screen: BlockchainRecharge,
  },
  {
    path: PATHS.bankCardRecharge,
    title: 'route.bankCardRecharge',
    access: 'protected',
    screen: BankCardRecharge,
  },
  {
    path: PATHS.blockchainRecharge,
    title: 'route.blockchainRecharge',
    access: 'protected',
    screen: BlockchainRecharge,
  },
  {
    path: PATHS.rechargeRecord,
    title: 'route.rechargeRecord',
    access: 'protected',
    screen: RechargeRecord,
  },
  {
    path: PATHS.changeLoginPassword,
    title: 'route.changeLoginPassword',
    access: 'protected',
    screen: ChangeLoginPassword,
  },
  { path: PATHS.forgetPwd, title: 'route.forgetPwd', access: 'public', screen: ForgotPassword },
  {
    path: PATHS.changePayPassword,
    title: 'route.changePayPassword',
    access: 'protected',
    screen: ChangePayPassword,
  },
  {
    path: PATHS.setPaypwd,
    title: 'route.setPaypwd',
    access: 'protected',
    screen: SetPayPassword,
  },
  { path: PATHS.message, title: 'route.message', access: 'protected', screen: MessageList },
  {
    path: PATHS.messageDetail,
    title: 'route.messageDetail',
    access: 'protected',
    screen: MessageDetail,
  },
  { path: PATHS.noteList, title: 'route.noteList', access: 'protected', screen: NoticeList },
  {
    path: PATHS.login,
    title: 'route.login',
    access: 'public',
    guest: true,
    screen: Login,
    queries: false,
    press: ['@merchant/ui/screens/auth/Login/check'],
  },
  { path: PATHS.register, title: 'route.register', access: 'public', screen: Register },
  { path: PATHS.code, title: 'route.code', access: 'public', screen: InviteCode },
  {
    path: PATHS.storeExpress,
    title: 'route.storeExpress',
    access: 'protected',
    screen: StoreExpress,
  },
  {
    path: PATHS.buyTrainBill,
    title: 'route.buyTrainBill',
    access: 'protected',
    screen: ExpressPurchases,
  },
  { path: PATHS.level, title: 'route.level', access: 'protected', screen: Level },
  { path: PATHS.service, title: 'route.service', access: 'protected', screen: Service },
  { path: PATHS.bankList, title: 'route.bankList', access: 'protected', screen: BankList },
  { path: PATHS.bankAdd, title: 'route.bankAdd', access: 'protected', screen: BankAdd },
  // The deposit sandbox exists only in demo and development builds: elsewhere, not found.
  ...(demoToolsEnabled()
    ? [
        {
          path: PATHS.testRecharge,
          title: 'route.testRecharge',
          access: 'protected',
          screen: RechargeSandbox,
        } satisfies RouteDef,
      ]
    : []),
];

/** Finds the route of a path; "/login" and "/login/" are the same page. */
export function findRoute(path: string): RouteDef | undefined {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((r) => (r.path.length > 1 ? r.path.replace(/\/+$/, '') : r.path) === normal);
}
