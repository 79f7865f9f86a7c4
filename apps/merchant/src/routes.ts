import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { allTranslationsReady, type RouteTitleKey } from '@merchant/ui/i18n';

/** The four tabs of the bottom bar. */
export type TabKey = 'home' | 'product' | 'order' | 'my';

/** One row of the route table. */
export type RouteDef = {
  /** The path exactly as SPEC.md section 2 writes it. */
  path: string;
  /** i18n key (namespace app) of the page title. */
  title: RouteTitleKey;
  /** The tab it belongs to, for tab pages. */
  tab?: TabKey;
  /** Public pages open without a session; protected ones send a visitor to /login. */
  access: 'public' | 'protected';
  /** false: the page does without TanStack Query (only the login page, for its size budget). */
  queries?: false;
  /** The lazily loaded screen; none yet means the page says it is coming. */
  screen?: LazyExoticComponent<ComponentType>;
};

// A screen shows once its code and every namespace of the language are there.
const screen = <M>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), allTranslationsReady()]);
    return { default: pick(module) };
  });

// The login page needs only the start of the language (common, app, auth).
const Login = lazy(async () => ({
  default: (await import('@merchant/ui/screens/auth/Login')).LoginScreen,
}));
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

/** Every route of the product; the order is the order of SPEC.md section 2. */
export const ROUTES: RouteDef[] = [
  { path: '/home', title: 'route.home', tab: 'home', access: 'protected', screen: Home },
  {
    path: '/product',
    title: 'route.product',
    tab: 'product',
    access: 'protected',
    screen: ProductTab,
  },
  { path: '/order', title: 'route.order', tab: 'order', access: 'protected', screen: OrderList },
  { path: '/my', title: 'route.my', tab: 'my', access: 'protected', screen: My },
  { path: '/distribution', title: 'route.distribution', access: 'protected', screen: Distribution },
  { path: '/goods', title: 'route.goods', access: 'protected', screen: Goods },
  { path: '/goodsDetail', title: 'route.goodsDetail', access: 'protected', screen: GoodsDetail },
  { path: '/orderDetail', title: 'route.orderDetail', access: 'protected', screen: OrderDetail },
  { path: '/logistics', title: 'route.logistics', access: 'protected', screen: Logistics },
  { path: '/refundRequest', title: 'route.refundRequest', access: 'protected', screen: RefundList },
  { path: '/setting', title: 'route.setting', access: 'protected' },
  { path: '/settingup', title: 'route.settingup', access: 'protected' },
  { path: '/personalInfo', title: 'route.personalInfo', access: 'protected' },
  { path: '/baseinfo', title: 'route.baseinfo', access: 'protected' },
  { path: '/socialmedia', title: 'route.socialmedia', access: 'protected' },
  { path: '/uploadBanner', title: 'route.uploadBanner', access: 'protected' },
  { path: '/alliance', title: 'route.alliance', access: 'protected' },
  { path: '/myIncome', title: 'route.myIncome', access: 'protected' },
  { path: '/myCommunity', title: 'route.myCommunity', access: 'protected' },
  { path: '/teamInvitation', title: 'route.teamInvitation', access: 'protected' },
  { path: '/myTeam', title: 'route.myTeam', access: 'protected' },
  { path: '/recommendedGifts', title: 'route.recommendedGifts', access: 'protected' },
  { path: '/recommendedRules', title: 'route.recommendedRules', access: 'protected' },
  { path: '/welfareCenter', title: 'route.welfareCenter', access: 'protected' },
  { path: '/caringDonation', title: 'route.caringDonation', access: 'protected' },
  { path: '/feedback', title: 'route.feedback', access: 'protected' },
  { path: '/aboutUs', title: 'route.aboutUs', access: 'public' },
  { path: '/aboutUsDetails', title: 'route.aboutUsDetails', access: 'public' },
  { path: '/privacyAgreement', title: 'route.privacyAgreement', access: 'public' },
  { path: '/fundsRecords', title: 'route.fundsRecords', access: 'protected' },
  { path: '/finance', title: 'route.finance', access: 'protected' },
  { path: '/withdraw', title: 'route.withdraw', access: 'protected' },
  { path: '/withdrawRecord', title: 'route.withdrawRecord', access: 'protected' },
  { path: '/recharge', title: 'route.recharge', access: 'protected' },
  { path: '/walletRecharge', title: 'route.walletRecharge', access: 'protected' },
  { path: '/bankCardRecharge', title: 'route.bankCardRecharge', access: 'protected' },
  { path: '/blockchainRecharge', title: 'route.blockchainRecharge', access: 'protected' },
  { path: '/rechargeRecord', title: 'route.rechargeRecord', access: 'protected' },
  { path: '/changeLoginPassword', title: 'route.changeLoginPassword', access: 'protected' },
  { path: '/forgetPwd', title: 'route.forgetPwd', access: 'public', screen: ForgotPassword },
  { path: '/changePayPassword', title: 'route.changePayPassword', access: 'protected' },
  { path: '/setPaypwd', title: 'route.setPaypwd', access: 'protected' },
  { path: '/message', title: 'route.message', access: 'protected' },
  { path: '/messageDetail', title: 'route.messageDetail', access: 'protected' },
  { path: '/noteList', title: 'route.noteList', access: 'protected' },
  { path: '/login/', title: 'route.login', access: 'public', screen: Login, queries: false },
  { path: '/register', title: 'route.register', access: 'public', screen: Register },
  { path: '/code', title: 'route.code', access: 'public', screen: InviteCode },
  { path: '/storeExpress', title: 'route.storeExpress', access: 'protected' },
  { path: '/buyTrainBill', title: 'route.buyTrainBill', access: 'protected' },
  { path: '/level', title: 'route.level', access: 'protected' },
  { path: '/service', title: 'route.service', access: 'protected' },
  { path: '/bank/list', title: 'route.bankList', access: 'protected' },
  { path: '/bank/add', title: 'route.bankAdd', access: 'protected' },
  { path: '/test/chongzhi', title: 'route.testRecharge', access: 'protected' },
];

/** Finds the route of a path; "/login" and "/login/" are the same page. */
export function findRoute(path: string): RouteDef | undefined {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((r) => (r.path.length > 1 ? r.path.replace(/\/+$/, '') : r.path) === normal);
}
