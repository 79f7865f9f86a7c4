import type common from './locales/zh-CN/common.json';
import type app from './locales/zh-CN/app.json';
import type auth from './locales/zh-CN/auth.json';
import type home from './locales/zh-CN/home.json';
import type products from './locales/zh-CN/products.json';
import type orders from './locales/zh-CN/orders.json';
import type money from './locales/zh-CN/money.json';
import type wallet from './locales/zh-CN/wallet.json';
import type settings from './locales/zh-CN/settings.json';
import type growth from './locales/zh-CN/growth.json';
import type account from './locales/zh-CN/account.json';
import type team from './locales/zh-CN/team.json';
import type messages from './locales/zh-CN/messages.json';

/** The zh-CN files are the reference: keys are typed from them. */
export type Resources = {
  common: typeof common;
  app: typeof app;
  auth: typeof auth;
  home: typeof home;
  products: typeof products;
  orders: typeof orders;
  money: typeof money;
  wallet: typeof wallet;
  settings: typeof settings;
  growth: typeof growth;
  account: typeof account;
  team: typeof team;
  messages: typeof messages;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
