/** Every page of the app by name: links use these, the route table is built from them. */
export const PATHS = {
  home: '/home',
  product: '/product',
  order: '/order',
  my: '/my',
  distribution: '/distribution',
  goods: '/goods',
  goodsDetail: '/goodsDetail',
  orderDetail: '/orderDetail',
  logistics: '/logistics',
  refundRequest: '/refundRequest',
  setting: '/setting',
  settingup: '/settingup',
  personalInfo: '/personalInfo',
  baseinfo: '/baseinfo',
  socialmedia: '/socialmedia',
  uploadBanner: '/uploadBanner',
  alliance: '/alliance',
  myIncome: '/myIncome',
  myCommunity: '/myCommunity',
  teamInvitation: '/teamInvitation',
  myTeam: '/myTeam',
  recommendedGifts: '/recommendedGifts',
  recommendedRules: '/recommendedRules',
  welfareCenter: '/welfareCenter',
  caringDonation: '/caringDonation',
  feedback: '/feedback',
  aboutUs: '/aboutUs',
  aboutUsDetails: '/aboutUsDetails',
  privacyAgreement: '/privacyAgreement',
  fundsRecords: '/fundsRecords',
  finance: '/finance',
  withdraw: '/withdraw',
  withdrawRecord: '/withdrawRecord',
  recharge: '/recharge',
  walletRecharge: '/walletRecharge',
  bankCardRecharge: '/bankCardRecharge',
  blockchainRecharge: '/blockchainRecharge',
  rechargeRecord: '/rechargeRecord',
  changeLoginPassword: '/changeLoginPassword',
  forgetPwd: '/forgetPwd',
  changePayPassword: '/changePayPassword',
  setPaypwd: '/setPaypwd',
  message: '/message',
  messageDetail: '/messageDetail',
  noteList: '/noteList',
  login: '/login',
  register: '/register',
  code: '/code',
  storeExpress: '/storeExpress',
  buyTrainBill: '/buyTrainBill',
  level: '/level',
  service: '/service',
  bankList: '/bank/list',
  bankAdd: '/bank/add',
  testRecharge: '/test/chongzhi',
} as const;

/** A page's name. */
export type PageName = keyof typeof PATHS;

/** A page's address with query parameters (`pathTo('orderDetail', { id: 3 })`). */
export function pathTo(
  page: PageName,
  query?: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${PATHS[page]}?${search}` : PATHS[page];
}
