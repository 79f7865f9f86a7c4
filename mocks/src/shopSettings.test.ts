// The rules of the shop settings and security calls: store, banners, social links, the read-back
// of banners and links (assumed store_settings), the personal data of getMerInfo, and what a
// login or payment password change does to the session.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_PASSWORD, DEMO_PAY_PASSWORD } from './fixtures/merchant.ts';
import { db, resetStore } from './state/store.ts';
import { call, get, post, useFakePlatform } from './testkit.ts';

useFakePlatform();

const store = {
  mer_avatar: '/uploads/9.png',
  mer_name: 'Demo Shop Two',
  mer_phone: '+6580000001',
  mer_address: '3 Demo Street',
  mer_info: 'Hello',
  mark: 'Welcome!',
};

async function upload(name: string): Promise<{ url: string; fullurl: string }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }));
  return (await post('/merchant/common/upload', form)).data;
}

describe('personal data', () => {
  it('answers the country and the two ID photos with the profile', async () => {
    const { data } = await get('/merchant/merchant/getMerInfo');
    expect(data.country).toBe('Singapore');
    expect(data.images).toHaveLength(2);
    for (const image of data.images) expect(image).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('store', () => {
  it('refuses a phone with letters, a name over 50 characters, a missing logo', async () => {
    expect(
      await post('/merchant/merchant/store', { ...store, mer_phone: '138-abc' }),
    ).toMatchObject({ code: 0, msg: 'Please enter a valid phone number' });
    expect(
      (await post('/merchant/merchant/store', { ...store, mer_name: 'x'.repeat(51) })).code,
    ).toBe(0);
    expect(await post('/merchant/merchant/store', { ...store, mer_avatar: '' })).toMatchObject({
      code: 0,
      msg: 'Please upload the shop logo',
    });
    expect(db().merchant.mer_name).toBe('Demo Shop');
  });

  it('saves every field, shown by the next getMerInfo', async () => {
    expect((await post('/merchant/merchant/store', store)).code).toBe(1);
    expect((await get('/merchant/merchant/getMerInfo')).data).toMatchObject({
      mer_name: 'Demo Shop Two',
      mer_phone: '+6580000001',
      mer_address: '3 Demo Street',
      mer_info: 'Hello',
      mark: 'Welcome!',
    });
  });
});

describe('store settings (banners and links read back)', () => {
  it('answers the seeded banners and links', async () => {
    const { code, data } = await get('/merchant/merchant/store_settings');
    expect(code).toBe(1);
    expect(data.banners.image1.fullurl).toMatch(/^data:image\/svg\+xml,/);
    expect(data.banners.image3.url).not.toBe('');
    expect(data.social).toMatchObject({
      facebook: 'https://facebook.com/demoshop',
      youtube: '',
      tiktok: 'https://tiktok.com/@demoshop',
    });
  });

  it('answers empty slots and links in the empty seed', async () => {
    resetStore('empty');
    const { data } = await get('/merchant/merchant/store_settings');
    expect(data.banners.image1).toEqual({ url: '', fullurl: '' });
    expect(Object.values(data.social).every((link) => link === '')).toBe(true);
  });

  it('shows saved banners in the order sent, the upload url with its displayable fullurl', async () => {
    const a = await upload('a.png');
    const b = await upload('b.png');
    const before = (await get('/merchant/merchant/store_settings')).data;
    expect(
      (
        await post('/merchant/merchant/store_banner', {
          image1: b.url,
          image2: '',
          image3: a.url,
        })
      ).code,
    ).toBe(1);
    const { data } = await get('/merchant/merchant/store_settings');
    expect(data.banners.image1).toEqual({ url: b.url, fullurl: b.fullurl });
    expect(data.banners.image2).toEqual({ url: a.url, fullurl: a.fullurl });
    expect(data.banners.image3).toEqual({ url: '', fullurl: '' });
    // Posting a shown banner back (reordering without uploading) keeps it.
    await post('/merchant/merchant/store_banner', { image1: before.banners.image2.url });
    expect((await get('/merchant/merchant/store_settings')).data.banners.image1).toEqual(
      before.banners.image2,
    );
  });

  it('refuses saving no banner at all', async () => {
    expect(await post('/merchant/merchant/store_banner', { image1: '' })).toMatchObject({
      code: 0,
      msg: 'Please upload at least one banner',
    });
  });

  it('refuses http and javascript links and keeps the saved ones', async () => {
    for (const link of ['http://facebook.com/x', 'javascript:alert(1)', 'ftp://x.example']) {
      expect((await post('/merchant/merchant/profile', { instagram: link })).code).toBe(0);
    }
    expect((await get('/merchant/merchant/store_settings')).data.social.instagram).toBe(
      'https://instagram.com/demoshop',
    );
    expect(
      (await post('/merchant/merchant/profile', { youtube: 'https://youtube.com/@demo' })).code,
    ).toBe(1);
    const { social } = (await get('/merchant/merchant/store_settings')).data;
    expect(social.youtube).toBe('https://youtube.com/@demo');
    expect(social.facebook).toBe('https://facebook.com/demoshop');
  });
});

describe('login password change', () => {
  it('refuses the same password as the old one', async () => {
    expect(
      await post('/merchant/merchant/resetpwd', {
        oldpassword: DEMO_PASSWORD,
        newpassword: DEMO_PASSWORD,
        renewpassword: DEMO_PASSWORD,
      }),
    ).toMatchObject({ code: 0, msg: 'The new password must differ from the old one' });
  });

  it('ends the session after a change: the old token answers 401', async () => {
    const answer = await post('/merchant/merchant/resetpwd', {
      oldpassword: DEMO_PASSWORD,
      newpassword: 'fresh123',
      renewpassword: 'fresh123',
    });
    expect(answer).toMatchObject({ code: 1, msg: 'Password changed, please log in again' });
    expect((await call('GET', '/merchant/merchant/getMerInfo')).status).toBe(401);
    const login = await post(
      '/merchant/merchant/login',
      { account: DEMO_ACCOUNT, password: 'fresh123' },
      { token: null },
    );
    expect(login.code).toBe(1);
    expect((await call('GET', '/merchant/merchant/getMerInfo')).status).toBe(200);
  });

  it('keeps the session when the change is refused', async () => {
    await post('/merchant/merchant/resetpwd', {
      oldpassword: 'wrong-one',
      newpassword: 'fresh123',
      renewpassword: 'fresh123',
    });
    expect((await call('GET', '/merchant/merchant/getMerInfo')).status).toBe(200);
  });
});

describe('payment password', () => {
  it('refuses a password that is not 6 digits and keeps the session', async () => {
    resetStore('noPayPassword');
    expect(
      await post('/merchant/merchant/resetPay', { old: '', new: '12345', is_verify: '0' }),
    ).toMatchObject({ code: 0, msg: 'The payment password must be 6 digits' });
    expect((await get('/merchant/merchant/getMerInfo')).data.have_pay).toBe(0);
  });

  it('needs the old one to change it, and the new one works at once', async () => {
    expect(
      (await post('/merchant/merchant/resetPay', { old: '', new: '246810', is_verify: '0' })).code,
    ).toBe(0);
    expect(
      (
        await post('/merchant/merchant/resetPay', {
          old: DEMO_PAY_PASSWORD,
          new: '246810',
          is_verify: '1',
        })
      ).code,
    ).toBe(1);
    expect((await post('/merchant/merchant/verify_pay', { password_pay: '246810' })).code).toBe(1);
  });
});
