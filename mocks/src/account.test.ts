import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_THIRD_IN_REVIEW,
  DEMO_THIRD_NEW,
  DEMO_THIRD_REJECTED,
  DEMO_TOKEN,
} from './fixtures/merchant.ts';
import { db, resetStore } from './state/store.ts';
import { call, get, post, useFakePlatform } from './testkit.ts';

useFakePlatform();

const upload = (n: number) => `http://platform.test/uploads/${n}.png`;
const application = {
  mer_avatar: upload(1),
  mer_name: 'Second Shop',
  mer_address: '2 Demo Street',
  real_name: 'Second Merchant',
  country: 'Singapore',
  images: `${upload(2)},${upload(3)}`,
  mer_email: 'second@example.com',
  mer_phone: '13900000001',
  password: 'secret123',
  repassword: 'secret123',
  code: DEMO_INVITE_CODE,
  mer: '',
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
    const set = { old: '', new: '654321', is_verify: '0' };
    expect((await post('/merchant/merchant/resetPay', set)).code).toBe(1);
    expect((await get('/merchant/merchant/getMerInfo')).data.have_pay).toBe(1);
    // Once set, only a change (with the old one) replaces it.
    expect(await post('/merchant/merchant/resetPay', { ...set, new: '111111' })).toMatchObject({
      code: 0,
      msg: 'The payment password is already set',
    });
    expect((await post('/merchant/merchant/verify_pay', { password_pay: '654321' })).code).toBe(1);
  });

  it('changes it only with the old one (is_verify 1)', async () => {
    const change = { old: DEMO_PAY_PASSWORD, new: '111111', is_verify: '1' };
    expect(await post('/merchant/merchant/resetPay', { ...change, old: '000000' })).toMatchObject({
      code: 0,
      msg: 'Incorrect payment password',
    });
    // The old shape (a repeat, no is_verify) is not the platform's.
    expect(
      (await post('/merchant/merchant/resetPay', { old: DEMO_PAY_PASSWORD, new: '1', renew: '1' }))
        .code,
    ).toBe(0);
    expect((await post('/merchant/merchant/resetPay', change)).code).toBe(1);
    expect((await post('/merchant/merchant/verify_pay', { password_pay: '111111' })).code).toBe(1);
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

  it('takes the ID photos as one string of two full urls only', async () => {
    for (const images of [
      [upload(2), upload(3)],
      `${upload(2)}`,
      '/uploads/2.png,/uploads/3.png',
      `${upload(2)},${upload(3)},${upload(4)}`,
    ]) {
      expect(
        await post('/merchant/merchant/register', { ...application, images }, { token: null }),
      ).toMatchObject({ code: 0, msg: 'Please upload the front and back of your ID card' });
    }
    const relativeLogo = { ...application, mer_avatar: '/uploads/1.png' };
    expect((await post('/merchant/merchant/register', relativeLogo, { token: null })).msg).toBe(
      'Please upload the shop logo',
    );
  });

  const third = (data: string, lang?: string) =>
    post(
      '/merchant/merchant/third',
      { data, code: '', mer: '' },
      { token: null, headers: lang ? { lang } : {} },
    );

  it('exchanges the demo third-party payload for a session', async () => {
    const demo = await third(DEMO_THIRD_DATA);
    expect(demo.code).toBe(1);
    expect(demo.data.merinfo.token).toBe(DEMO_TOKEN);
  });

  it('answers code 0 with the shop status of an identity without a session', async () => {
    expect(await third(DEMO_THIRD_NEW)).toMatchObject({ code: 0, data: { status: -1 } });
    expect(await third(DEMO_THIRD_IN_REVIEW)).toMatchObject({
      code: 0,
      msg: 'Your shop is under review, please wait',
      data: { status: 0 },
    });
    expect(await third(DEMO_THIRD_REJECTED, 'han')).toMatchObject({
      code: 0,
      msg: '상점 신청이 거절되었습니다. 고객센터에 문의해 주세요',
      data: { status: -2 },
    });
  });

  it('registers a third-party identity with passwords, which is then in review', async () => {
    const body = { ...application, data: DEMO_THIRD_NEW };
    const { password: _password, repassword: _repassword, ...withoutPasswords } = body;
    expect(
      (await post('/merchant/merchant/tkregister', withoutPasswords, { token: null })).msg,
    ).toBe('The password must be 6-30 characters without spaces');
    expect((await post('/merchant/merchant/tkregister', body, { token: null })).code).toBe(1);
    expect(await third(DEMO_THIRD_NEW)).toMatchObject({ code: 0, data: { status: 0 } });
    expect((await post('/merchant/merchant/tkregister', body, { token: null })).msg).toBe(
      'This account already has a shop',
    );
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

  it('resets by the shop phone without a session (forgot password)', async () => {
    const forgot = { mer_phone: DEMO_PHONE, newpassword: 'fresh123', renewpassword: 'fresh123' };
    // The old shape (`account`) names no shop.
    const { mer_phone: _phone, ...rest } = forgot;
    expect(
      await post('/merchant/merchant/resetpwd', { ...rest, account: DEMO_PHONE }, { token: null }),
    ).toMatchObject({ code: 0, msg: 'Please enter the phone number' });
    expect(
      (
        await post(
          '/merchant/merchant/resetpwd',
          { ...forgot, mer_phone: DEMO_ACCOUNT, oldpassword: '' },
          { token: null },
        )
      ).msg,
    ).toBe('The account does not exist');
    const reset = await post(
      '/merchant/merchant/resetpwd',
      { ...forgot, oldpassword: '' },
      { token: null },
    );
    expect(reset.code).toBe(1);
    const login = { account: DEMO_PHONE, password: 'fresh123' };
    expect((await post('/merchant/merchant/login', login, { token: null })).code).toBe(1);
  });

  it('answers 401 to a change with a token that is no longer valid', async () => {
    const anonymous = await call('POST', '/merchant/merchant/resetpwd', {
      token: 'stale-token',
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

  it('lists its languages by its own codes, the default marked', async () => {
    const list = await get('/merchant/merchant/language_list', undefined, { token: null });
    const rows = list.data.list as { file_name: string; is_default: number }[];
    expect(rows.map((l) => l.file_name)).toEqual([
      'zh-CN',
      'hant',
      'en',
      'han',
      'ri',
      'tai',
      'vi',
      'fr',
    ]);
    expect(rows.filter((l) => l.is_default === 1).map((l) => l.file_name)).toEqual(['zh-CN']);
  });

  it('switches to its own codes only, logged out too, answering in that language', async () => {
    for (const lang of ['ko', 'ja', 'zh-TW', 'th', 'zh-cn', 'xx']) {
      const refused = await get('/merchant/merchant/set_language', { lang }, { token: null });
      expect(refused, lang).toMatchObject({ code: 0, msg: 'Unsupported language' });
    }
    expect(await get('/merchant/merchant/set_language', { lang: 'ri' }, { token: null })).toEqual(
      expect.objectContaining({ code: 1, msg: '言語を切り替えました' }),
    );
    expect(await get('/merchant/merchant/set_language', { lang: 'han' })).toEqual(
      expect.objectContaining({ code: 1, msg: '언어가 변경되었습니다' }),
    );
    expect(db().merchant.lang).toBe('han');
  });
});

describe('upload', () => {
  it('answers url and an absolute fullurl that serves the file, and rejects a missing file', async () => {
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    const answer = await (await call('POST', '/merchant/common/upload', { body: form })).json();
    expect(answer.code).toBe(1);
    expect(answer.data.url).toBe('/uploads/1.png');
    expect(answer.data.fullurl).toBe('http://platform.test/uploads/1.png');
    const file = await fetch(answer.data.fullurl);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect((await fetch('http://platform.test/uploads/2.png')).status).toBe(404);
    const empty = await (
      await call('POST', '/merchant/common/upload', { body: new FormData() })
    ).json();
    expect(empty).toMatchObject({ code: 0, msg: 'Please choose a file' });
  });
});
