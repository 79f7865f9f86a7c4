import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { findRoute, ROUTES } from './routes';

// Every page address of the product, exactly as links write it.
const PAGE_PATHS =
  `/home /product /order /my /distribution /goods /goodsDetail /orderDetail /logistics
/refundRequest /setting /settingup /personalInfo /baseinfo /socialmedia /uploadBanner /alliance
/myIncome /myCommunity /teamInvitation /myTeam /recommendedGifts /recommendedRules /welfareCenter
/caringDonation /feedback /aboutUs /aboutUsDetails /privacyAgreement /fundsRecords /finance /withdraw
/withdrawRecord /recharge /walletRecharge /bankCardRecharge /blockchainRecharge /rechargeRecord
/changeLoginPassword /forgetPwd /changePayPassword /setPaypwd /message /messageDetail /noteList
/login /register /code /storeExpress /buyTrainBill /level /service /bank/list /bank/add
/test/chongzhi`.split(/\s+/);

describe('route table', () => {
  it('has every page address, once, and nothing else', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('finds /login with and without the trailing slash', () => {
    expect(findRoute('/login')?.path).toBe('/login');
    expect(findRoute('/login/')?.path).toBe('/login');
    expect(findRoute('/bank/list')?.path).toBe('/bank/list');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('has a title in every language for every route', () => {
    for (const lng of ['zh-CN', 'zh-TW', 'en', 'ko', 'ja', 'th', 'vi']) {
      const app = JSON.parse(
        readFileSync(
          new URL(`../../../packages/ui/src/i18n/locales/${lng}/app.json`, import.meta.url),
          'utf8',
        ),
      ) as { route: Record<string, string> };
      for (const route of ROUTES)
        expect(app.route[route.title.slice('route.'.length)], `${lng} ${route.path}`).toBeTruthy();
    }
  });

  it('keeps the sign-in pages public and the back-office protected', () => {
    const publicPaths = ROUTES.filter((r) => r.access === 'public').map((r) => r.path);
    expect(publicPaths).toEqual(
      expect.arrayContaining(['/login', '/register', '/code', '/forgetPwd']),
    );
    expect(findRoute('/withdraw')?.access).toBe('protected');
    expect(findRoute('/orderDetail')?.access).toBe('protected');
  });

  it('puts the four tabs on the tab bar', () => {
    expect(ROUTES.filter((r) => r.tab).map((r) => r.path)).toEqual([
      '/home',
      '/product',
      '/order',
      '/my',
    ]);
  });
});
