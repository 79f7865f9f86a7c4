import { PATHS } from '../../../data/address/paths';
import type { RouteTitleKey } from '../../../i18n';

/** One link of the My tab: a page of the product, named by its route title. */
export type MyMenuItem = {
  href: string;
  title: RouteTitleKey;
  /** Shows the unread-message count. */
  unread?: true;
};

/** A titled group of links. */
export type MyMenuSection = {
  key: 'money' | 'shop' | 'team' | 'services' | 'account';
  items: MyMenuItem[];
};

/**
 * Every area of the product, grouped (deposit and withdraw are the wallet card's buttons; the
 * payment-password row and the language picker are added by the view).
 */
export const MY_MENU: MyMenuSection[] = [
  {
    key: 'money',
    items: [
      { href: PATHS.bankList, title: 'route.bankList' },
      { href: PATHS.fundsRecords, title: 'route.fundsRecords' },
      { href: PATHS.finance, title: 'route.finance' },
      { href: PATHS.rechargeRecord, title: 'route.rechargeRecord' },
      { href: PATHS.withdrawRecord, title: 'route.withdrawRecord' },
    ],
  },
  {
    key: 'shop',
    items: [
      { href: PATHS.setting, title: 'route.setting' },
      { href: PATHS.baseinfo, title: 'route.baseinfo' },
      { href: PATHS.uploadBanner, title: 'route.uploadBanner' },
      { href: PATHS.socialmedia, title: 'route.socialmedia' },
      { href: PATHS.level, title: 'route.level' },
      { href: PATHS.storeExpress, title: 'route.storeExpress' },
    ],
  },
  {
    key: 'team',
    items: [
      { href: PATHS.alliance, title: 'route.alliance' },
      { href: PATHS.myTeam, title: 'route.myTeam' },
      { href: PATHS.myIncome, title: 'route.myIncome' },
      { href: PATHS.myCommunity, title: 'route.myCommunity' },
      { href: PATHS.teamInvitation, title: 'route.teamInvitation' },
      { href: PATHS.recommendedGifts, title: 'route.recommendedGifts' },
    ],
  },
  {
    key: 'services',
    items: [
      { href: PATHS.message, title: 'route.message', unread: true },
      { href: PATHS.noteList, title: 'route.noteList' },
      { href: PATHS.welfareCenter, title: 'route.welfareCenter' },
      { href: PATHS.caringDonation, title: 'route.caringDonation' },
      { href: PATHS.service, title: 'route.service' },
      { href: PATHS.feedback, title: 'route.feedback' },
      { href: PATHS.aboutUs, title: 'route.aboutUs' },
    ],
  },
  {
    key: 'account',
    items: [
      { href: PATHS.settingup, title: 'route.settingup' },
      { href: PATHS.personalInfo, title: 'route.personalInfo' },
      { href: PATHS.changeLoginPassword, title: 'route.changeLoginPassword' },
    ],
  },
];
