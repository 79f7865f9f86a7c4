/**
 * Signing in, registration, the start-up exchange, passwords and languages, as the platform's
 * public client sends and reads them.
 */
import {
  DEMO_INVITE_CODE,
  DEMO_PASSWORD,
  DEMO_PAY_PASSWORD,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_THIRD_NEW,
} from '../../fixtures/merchant.ts';
import type { WireFact } from '../types.ts';

/** Two uploads' `fullurl`s, as the platform answers them. */
const LOGO = 'https://shop.example/uploads/1.png';
const FRONT = 'https://shop.example/uploads/2.png';
const BACK = 'https://shop.example/uploads/3.png';

/** A shop application as the client sends it: every field, the photos by their `fullurl`. */
const application = {
  mer_avatar: LOGO,
  mer_name: 'Wire Shop',
  mer_address: '1 Wire Road',
  real_name: 'Wire Merchant',
  country: 'Singapore',
  images: `${FRONT},${BACK}`,
  mer_email: '',
  mer_phone: '13900000077',
  password: 'secret123',
  repassword: 'secret123',
  code: DEMO_INVITE_CODE,
  mer: '',
};

const { password: _password, repassword: _repassword, ...withoutPasswords } = application;
const { mer_email: _email, ...withoutEmail } = application;

/** The platform's codes of our languages against our own codes, which it does not know. */
const OUR_OWN_CODES = ['ko', 'ja', 'zh-TW', 'th', 'zh-cn'];

export const facts: WireFact[] = [
  {
    fact: 'register takes every field, the logo and ID photos by their upload fullurl, the two ID photos as one comma-joined string',
    operationId: 'register',
    request: { body: application, loggedOut: true },
    rejects: [
      { body: { ...application, images: [FRONT, BACK] } },
      { body: { ...application, images: '/uploads/2.png,/uploads/3.png' } },
      { body: { ...application, mer_avatar: '/uploads/1.png' } },
      { body: { ...application, images: `${FRONT},${BACK},${LOGO}` } },
      { body: { ...application, business_license: LOGO } },
      { body: withoutEmail },
      { body: withoutPasswords },
    ],
  },
  {
    fact: 'verify_code takes the invitation code alone',
    operationId: 'verifyInviteCode',
    request: { body: { code: DEMO_INVITE_CODE }, loggedOut: true },
    rejects: [{ body: { code: DEMO_INVITE_CODE, mer: '1001' } }, { body: {} }],
  },
  {
    fact: 'third exchanges the start-up data (with its code and mer) for data.merinfo.token',
    operationId: 'thirdLogin',
    request: { body: { data: DEMO_THIRD_DATA, code: '', mer: '' }, loggedOut: true },
    rejects: [{ body: { data: '', code: '', mer: '' } }, { body: { token: DEMO_THIRD_DATA } }],
    responds: ['merinfo.token'],
  },
  {
    fact: 'tkregister takes the register fields, passwords included, with the kept data',
    operationId: 'thirdRegister',
    request: { body: { ...application, data: DEMO_THIRD_NEW }, loggedOut: true },
    rejects: [
      { body: { ...withoutPasswords, data: DEMO_THIRD_NEW } },
      { body: application },
      { body: { ...application, images: [FRONT, BACK], data: DEMO_THIRD_NEW } },
    ],
  },
  {
    fact: 'resetpwd (forgot) names the shop by mer_phone, with an empty oldpassword',
    operationId: 'resetPassword',
    request: {
      body: {
        mer_phone: DEMO_PHONE,
        newpassword: 'fresh123',
        renewpassword: 'fresh123',
        oldpassword: '',
      },
      loggedOut: true,
    },
    rejects: [
      { body: { account: DEMO_PHONE, newpassword: 'fresh123', renewpassword: 'fresh123' } },
      {
        body: {
          account: DEMO_PHONE,
          newpassword: 'fresh123',
          renewpassword: 'fresh123',
          oldpassword: '',
        },
      },
      { body: { mer_phone: DEMO_PHONE, newpassword: 'fresh123', renewpassword: 'fresh123' } },
    ],
  },
  {
    fact: 'resetpwd (change) takes oldpassword, newpassword and renewpassword',
    operationId: 'resetPassword',
    request: {
      body: { oldpassword: DEMO_PASSWORD, newpassword: 'fresh123', renewpassword: 'fresh123' },
    },
    rejects: [
      { body: { oldpassword: '', newpassword: 'fresh123', renewpassword: 'fresh123' } },
      { body: { newpassword: 'fresh123', renewpassword: 'fresh123' } },
    ],
  },
  {
    fact: "resetPay sets the first payment password with old '' and is_verify '0' (no repeat)",
    operationId: 'resetPayPassword',
    request: { body: { old: '', new: '654321', is_verify: '0' }, seed: 'noPayPassword' },
    rejects: [
      { body: { new: '654321', renew: '654321' } },
      { body: { old: '', new: '654321', is_verify: 0 } },
      { body: { old: '', new: '654321', renew: '654321', is_verify: '0' } },
    ],
  },
  {
    fact: "resetPay changes it with the old one and is_verify '1'",
    operationId: 'resetPayPassword',
    request: { body: { old: DEMO_PAY_PASSWORD, new: '654321', is_verify: '1' } },
    rejects: [
      { body: { old: DEMO_PAY_PASSWORD, new: '654321', renew: '654321' } },
      { body: { old: DEMO_PAY_PASSWORD, new: '654321', is_verify: '0' } },
    ],
  },
  {
    fact: "set_language takes the platform's own code (han for Korean), logged out too",
    operationId: 'setLanguage',
    request: { query: { lang: 'han' }, loggedOut: true },
    rejects: OUR_OWN_CODES.map((lang) => ({ query: { lang } })),
  },
  {
    fact: 'set_language keeps the logged-in merchant’s choice (Japanese is ri)',
    operationId: 'setLanguage',
    request: { query: { lang: 'ri' } },
  },
  {
    fact: "language_list rows carry language_name, file_name (the platform's codes) and is_default",
    operationId: 'listLanguages',
    request: { loggedOut: true },
    responds: ['list[].language_name', 'list[].file_name', 'list[].is_default'],
    expect: (data) => {
      const names = (data as { list: { file_name: string }[] }).list.map((l) => l.file_name);
      for (const code of ['zh-CN', 'hant', 'en', 'han', 'ri', 'tai', 'vi']) {
        if (!names.includes(code)) throw new Error(`language_list lacks ${code}`);
      }
      for (const ours of OUR_OWN_CODES) {
        if (names.includes(ours))
          throw new Error(`language_list names ${ours}, not a platform code`);
      }
    },
  },
];
