import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_TOKEN,
} from './fixtures/merchant.ts';
import { resetStore } from './state/store.ts';
import { call, get, post, useFakePlatform } from './testkit.ts';

useFakePlatform();

const application = {
  mer_avatar: '/uploads/1.png',
  mer_name: 'Second Shop',
  mer_address: '2 Demo Street',
  real_name: 'Second Merchant',
  country: 'Singapore',
  images: ['/uploads/2.png', '/uploads/3.png', '/uploads/4.png'],
  mer_email: 'second@example.com',
  mer_phone: '13900000001',
  password: 'secret123',
  repassword: 'secret123',
  code: DEMO_INVITE_CODE,
};

describe('login', () => {
  it('accepts the demo e-mail and the demo phone', async () => {
    for (const account of [DEMO_ACCOUNT, DEMO_PHONE]) {
      const answer = await post(
        '/merchant/merchant/login',
        { account, password: DEMO_PASSWORD },
        { token: null },
      );
      expect(answer.code).toBe(1);
      expect(answer.msg).toBe('Login successful');
      expect(answer.data.merinfo.token).toBe(DEMO_TOKEN);
      expect(answer.data.merinfo.mer_name).toBe('Demo Shop');
      expect(answer.data.merinfo.mer_money).toBe('2,580.00');
    }
  });

  it('refuses a wrong password', async () => {
    const answer = await post(
      '/merchant/merchant/login',
      { account: DEMO_ACCOUNT, password: 'nope' },
      { token: null },
    );
    expect(answer).toMatchObject({ code: 0, msg: 'Incorrect account or password', data: null });
  });
});

describe('session', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const token of [null, 'stale-token']) {
      const response = await call('GET', '/merchant/merchant/getMerInfo', { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 401, msg: 'Please log in first' });
    }
  });

  it('has the demo token valid from the start', async () => {
    const answer = await get('/merchant/merchant/getMerInfo');
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({
      real_name: 'Demo Merchant',
      custom_service: 'https://service.example.com/chat/demo',
    });
  });
});

describe('payment password', () => {
  it('verifies the right one and refuses a wrong one', async () => {
    expect(
      (await post('/merchant/merchant/verify_pay', { password_pay: DEMO_PAY_PASSWORD })).code,
    ).toBe(1);
    expect(await post('/merchant/merchant/verify_pay', { password_pay: '000000' })).toMatchObject({
      code: 0,
      msg: 'Incorrect payment password',
    });
  });

  it('asks to set one first when none is set, then accepts the new one', async () => {
    resetStore('noPayPassword');
    expect(
      await post('/merchant/merchant/verify_pay', { password_pay: DEMO_PAY_PASSWORD }),
    ).toMatchObject({
      code: 0,
      msg: 'Please set a payment password first',
    });
    expect(
      (await post('/merchant/merchant/resetPay', { new: '654321', renew: '654321' })).code,
    ).toBe(1);
    expect((await get('/merchant/merchant/getMerInfo')).data.have_pay).toBe(1);
    expect((await post('/merchant/merchant/verify_pay', { password_pay: '654321' })).code).toBe(1);
  });

  it('changes it only with the old one and a matching repeat', async () => {
    expect(
      (await post('/merchant/merchant/resetPay', { old: '000000', new: '111111', renew: '111111' }))
        .code,
    ).toBe(0);
    expect(
      (
        await post('/merchant/merchant/resetPay', {
          old: DEMO_PAY_PASSWORD,
          new: '111111',
          renew: '222222',
        })
      ).msg,
    ).toBe('The passwords entered do not match');
    expect(
      (
        await post('/merchant/merchant/resetPay', {
          old: DEMO_PAY_PASSWORD,
          new: '111111',
          renew: '111111',
        })
      ).code,
    ).toBe(1);
  });
});

describe('registration', () => {
  it('needs the internal invitation code', async () => {
    expect(
      await post('/merchant/merchant/verify_code', { code: '123456' }, { token: null }),
    ).toMatchObject({
      code: 0,
      msg: 'Invalid invitation code',
    });
    expect(
      (await post('/merchant/merchant/verify_code', { code: DEMO_INVITE_CODE }, { token: null }))
        .code,
    ).toBe(1);
    expect(
      (
        await post(
          '/merchant/merchant/register',
          { ...application, code: '111111' },
          { token: null },
        )
      ).msg,
    ).toBe('Invalid invitation code');
  });

  it('validates required fields and submits for review', async () => {
    const missing = await post(
      '/merchant/merchant/register',
      { ...application, mer_name: '' },
      { token: null },
    );
    expect(missing).toMatchObject({ code: 0, msg: 'Please enter the shop name' });
    const answer = await post('/merchant/merchant/register', application, { token: null });
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Registration submitted, please wait for review',
      data: null,
    });
    const login = await post(
      '/merchant/merchant/login',
      { account: application.mer_phone, password: 'secret123' },
      { token: null },
    );
    expect(login).toMatchObject({ code: 0, msg: 'Your shop is under review, please wait' });
  });

  it('exchanges the demo third-party payload for a session, others for status 0', async () => {
    const demo = await post('/merchant/merchant/third', { data: DEMO_THIRD_DATA }, { token: null });
    expect(demo.data.merinfo.token).toBe(DEMO_TOKEN);
    const other = await post('/merchant/merchant/third', { data: 'someone-else' }, { token: null });
    expect(other).toMatchObject({ code: 1, data: { status: 0 } });
  });
});

describe('login password', () => {
  it('changes with the old password and logs in with the new one', async () => {
    const wrong = await post('/merchant/merchant/resetpwd', {
      oldpassword: 'nope',
      newpassword: 'fresh123',
      renewpassword: 'fresh123',
    });
    expect(wrong.code).toBe(0);
    const right = await post('/merchant/merchant/resetpwd', {
      oldpassword: DEMO_PASSWORD,
      newpassword: 'fresh123',
      renewpassword: 'fresh123',
    });
    expect(right.code).toBe(1);
    expect(
      (
        await post(
          '/merchant/merchant/login',
          { account: DEMO_ACCOUNT, password: 'fresh123' },
          { token: null },
        )
      ).code,
    ).toBe(1);
  });

  it('resets by account without a session (forgot password), 401 otherwise', async () => {
    const reset = await post(
      '/merchant/merchant/resetpwd',
      { account: DEMO_PHONE, newpassword: 'fresh123', renewpassword: 'fresh123' },
      { token: null },
    );
    expect(reset.code).toBe(1);
    const anonymous = await call('POST', '/merchant/merchant/resetpwd', {
      token: null,
      body: { oldpassword: 'x', newpassword: 'fresh123', renewpassword: 'fresh123' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('shop settings', () => {
  it('saves the store and shows it in the profile', async () => {
    const saved = await post('/merchant/merchant/store', {
      mer_avatar: '/uploads/9.png',
      mer_name: 'Demo Shop Two',
      mer_phone: DEMO_PHONE,
      mer_address: '3 Demo Street',
      mark: 'Hello!',
    });
    expect(saved.code).toBe(1);
    expect((await get('/merchant/merchant/getMerInfo')).data).toMatchObject({
      mer_name: 'Demo Shop Two',
      mark: 'Hello!',
    });
  });

  it('refuses social links that are not https', async () => {
    expect(
      (await post('/merchant/merchant/profile', { facebook: 'http://facebook.com/x' })).code,
    ).toBe(0);
    expect(
      (
        await post('/merchant/merchant/profile', {
          facebook: 'https://facebook.com/x',
          youtube: '',
        })
      ).code,
    ).toBe(1);
  });

  it('lists the seven languages and switches to a known one only', async () => {
    const list = await get('/merchant/merchant/language_list', undefined, { token: null });
    expect(list.data.list.map((l: { file_name: string }) => l.file_name)).toEqual([
      'zh-CN',
      'zh-TW',
      'en',
      'ko',
      'ja',
      'th',
      'vi',
    ]);
    expect((await get('/merchant/merchant/set_language', { lang: 'ja' })).code).toBe(1);
    expect((await get('/merchant/merchant/set_language', { lang: 'xx' })).code).toBe(0);
  });
});

describe('upload', () => {
  it('answers url and a displayable fullurl, and rejects a missing file', async () => {
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    const answer = await (await call('POST', '/merchant/common/upload', { body: form })).json();
    expect(answer.code).toBe(1);
    expect(answer.data.url).toBe('/uploads/1.png');
    expect(answer.data.fullurl).toBe('data:image/png;base64,iVBORw==');
    const empty = await (
      await call('POST', '/merchant/common/upload', { body: new FormData() })
    ).json();
    expect(empty).toMatchObject({ code: 0, msg: 'Please choose a file' });
  });
});
