/** Account: login, registration, passwords, profile, shop settings, languages, upload. */
import {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_TOKEN,
} from '../fixtures/merchant.ts';
import { db, nextId, tick } from '../store.ts';
import { MSG, done, int, isLoggedIn, ok, operation, refuse, text, unauthorized } from './common.ts';
import type { Input } from './common.ts';
import { merchantInfo, session } from './wire.ts';

const PASSWORD = /^\S{6,30}$/;
const PAY_PASSWORD = /^\d{6}$/;
const HTTPS_OR_EMPTY = /^(https:\/\/\S+)?$/;

function isDemoAccount(account: string): boolean {
  const { merchant } = db();
  const lower = account.trim().toLowerCase();
  return (
    lower !== '' &&
    [DEMO_ACCOUNT, DEMO_PHONE, merchant.mer_email, merchant.mer_phone].some(
      (known) => known.toLowerCase() === lower,
    )
  );
}

/** Whether a payment password check passes; the refusal to answer otherwise. */
export function checkPayPassword(input: Input, required: boolean): Response | null {
  const { merchant } = db();
  const given = text(input, 'password_pay');
  if (!required && given === '') return null;
  if (merchant.have_pay === 0 || merchant.payPassword === null) return refuse(MSG.noPay);
  if (given !== merchant.payPassword) return refuse(MSG.wrongPay);
  return null;
}

function images(input: Input): string[] {
  const value = input.images;
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value === 'string') return value.split(',').filter((v) => v.trim() !== '');
  return [];
}

/** Shared checks of register and tkregister; null when the application is acceptable. */
function validateApplication(
  input: Input,
  request: Request,
  withPasswords: boolean,
): string | null {
  const required: [string, string][] = [
    ['mer_avatar', 'Please upload the shop logo'],
    ['mer_name', 'Please enter the shop name'],
    ['mer_address', 'Please enter the shop address'],
    ['country', 'Please choose the country'],
    ['mer_phone', 'Please enter the phone number'],
    ['real_name', 'Please enter your real name'],
  ];
  for (const [key, message] of required) if (text(input, key) === '') return message;
  if (images(input).length < 3) return 'Please upload the front, back and hand-held ID photos';
  // E-mail is optional in simplified Chinese (the default language), required otherwise.
  const lang = (request.headers.get('lang') ?? 'zh-CN').toLowerCase();
  const email = text(input, 'mer_email');
  if (lang !== 'zh-cn' && email === '') return 'Please enter the e-mail address';
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return 'Please enter a valid e-mail address';
  if (withPasswords) {
    if (!PASSWORD.test(text(input, 'password')))
      return 'The password must be 6-30 characters without spaces';
    if (text(input, 'password') !== text(input, 'repassword')) return MSG.mismatch;
  }
  if (text(input, 'code') !== DEMO_INVITE_CODE) return MSG.invalidInvite;
  const state = db();
  const phone = text(input, 'mer_phone');
  if (isDemoAccount(phone) || state.registrations.some((r) => r.mer_phone === phone)) {
    return 'This phone number is already registered';
  }
  if (
    email !== '' &&
    (isDemoAccount(email) || state.registrations.some((r) => r.mer_email === email))
  ) {
    return 'This e-mail address is already registered';
  }
  return null;
}

function submitApplication(input: Input): Response {
  db().registrations.push({
    mer_name: text(input, 'mer_name'),
    mer_phone: text(input, 'mer_phone'),
    mer_email: text(input, 'mer_email'),
    createtime: tick(),
  });
  return done('Registration submitted, please wait for review');
}

/** Uploaded `url` -> what screens can show (the data URI of the upload), else the value itself. */
function displayable(url: string): string {
  return db().uploads.get(url) ?? url;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

const MAX_INLINE_UPLOAD = 2 * 1024 * 1024;

export const accountHandlers = [
  operation(
    { operationId: 'login', method: 'post', path: '/merchant/merchant/login', secured: false },
    ({ input }) => {
      const account = text(input, 'account');
      const password = typeof input.password === 'string' ? input.password : '';
      const state = db();
      if (isDemoAccount(account) && password === state.merchant.password) {
        state.tokens.add(DEMO_TOKEN);
        return ok(session(DEMO_TOKEN), 'Login successful');
      }
      const pending = state.registrations.some(
        (r) => r.mer_phone === account || (r.mer_email !== '' && r.mer_email === account),
      );
      if (pending) return refuse('Your shop is under review, please wait');
      return refuse('Incorrect account or password');
    },
  ),

  operation(
    {
      operationId: 'register',
      method: 'post',
      path: '/merchant/merchant/register',
      secured: false,
    },
    ({ input, request }) => {
      const problem = validateApplication(input, request, true);
      return problem ? refuse(problem) : submitApplication(input);
    },
  ),

  operation(
    {
      operationId: 'verifyInviteCode',
      method: 'post',
      path: '/merchant/merchant/verify_code',
      secured: false,
    },
    ({ input }) => {
      if (text(input, 'code') !== DEMO_INVITE_CODE) return refuse(MSG.invalidInvite);
      const inviter = int(input, 'mer');
      return ok(
        { agent_id: 1, spread_id: inviter ?? db().merchant.mer_id },
        'The invitation code is valid',
      );
    },
  ),

  operation(
    { operationId: 'thirdLogin', method: 'post', path: '/merchant/merchant/third', secured: false },
    ({ input }) => {
      const data = text(input, 'data');
      if (data === '') return refuse('Missing login data');
      if (data === DEMO_THIRD_DATA) {
        db().tokens.add(DEMO_TOKEN);
        return ok(session(DEMO_TOKEN), 'Login successful');
      }
      return ok({ status: 0 as const }, 'Please register your shop');
    },
  ),

  operation(
    {
      operationId: 'thirdRegister',
      method: 'post',
      path: '/merchant/merchant/tkregister',
      secured: false,
    },
    ({ input, request }) => {
      if (text(input, 'data') === '') return refuse('Missing login data');
      const problem = validateApplication(input, request, false);
      return problem ? refuse(problem) : submitApplication(input);
    },
  ),

  operation(
    {
      operationId: 'resetPassword',
      method: 'post',
      path: '/merchant/merchant/resetpwd',
      secured: false,
    },
    ({ input, request }) => {
      const account = text(input, 'account');
      const state = db();
      if (account === '' && !isLoggedIn(request)) return unauthorized();
      const next = typeof input.newpassword === 'string' ? input.newpassword : '';
      if (!PASSWORD.test(next))
        return refuse('The password must be 6-30 characters without spaces');
      if (next !== input.renewpassword) return refuse(MSG.mismatch);
      if (account !== '') {
        if (!isDemoAccount(account)) return refuse('The account does not exist');
        state.merchant.password = next;
        return done('Password reset, please log in');
      }
      if (input.oldpassword !== state.merchant.password) return refuse('Incorrect old password');
      state.merchant.password = next;
      return done('Password changed');
    },
  ),

  operation(
    { operationId: 'resetPayPassword', method: 'post', path: '/merchant/merchant/resetPay' },
    ({ input }) => {
      const { merchant } = db();
      const next = text(input, 'new');
      if (merchant.have_pay === 1 && text(input, 'old') !== merchant.payPassword)
        return refuse(MSG.wrongPay);
      if (!PAY_PASSWORD.test(next)) return refuse('The payment password must be 6 digits');
      if (next !== text(input, 'renew')) return refuse(MSG.mismatch);
      merchant.payPassword = next;
      merchant.have_pay = 1;
      return done('Payment password saved');
    },
  ),

  operation(
    { operationId: 'verifyPayPassword', method: 'post', path: '/merchant/merchant/verify_pay' },
    ({ input }) => {
      const problem = checkPayPassword(input, true);
      return problem ?? done('Verified');
    },
  ),

  operation(
    { operationId: 'getMerchantInfo', method: 'get', path: '/merchant/merchant/getMerInfo' },
    () => ok(merchantInfo()),
  ),

  operation(
    { operationId: 'saveStore', method: 'post', path: '/merchant/merchant/store' },
    ({ input }) => {
      const required: [string, string][] = [
        ['mer_avatar', 'Please upload the shop logo'],
        ['mer_name', 'Please enter the shop name'],
        ['mer_phone', 'Please enter the phone number'],
        ['mer_address', 'Please enter the shop address'],
      ];
      for (const [key, message] of required) if (text(input, key) === '') return refuse(message);
      const { merchant } = db();
      merchant.mer_avatar = displayable(text(input, 'mer_avatar'));
      merchant.mer_name = text(input, 'mer_name');
      merchant.mer_phone = text(input, 'mer_phone');
      merchant.mer_address = text(input, 'mer_address');
      if (typeof input.mer_info === 'string') merchant.mer_info = input.mer_info.trim();
      if (typeof input.mark === 'string') merchant.mark = input.mark.trim();
      return done('Saved');
    },
  ),

  operation(
    { operationId: 'saveStoreBanner', method: 'post', path: '/merchant/merchant/store_banner' },
    ({ input }) => {
      const first = text(input, 'image1');
      if (first === '') return refuse('Please upload at least one banner');
      const { merchant } = db();
      merchant.banners = [
        displayable(first),
        displayable(text(input, 'image2')),
        displayable(text(input, 'image3')),
      ];
      return done('Saved');
    },
  ),

  operation(
    { operationId: 'saveSocialLinks', method: 'post', path: '/merchant/merchant/profile' },
    ({ input }) => {
      const { merchant } = db();
      const keys = ['facebook', 'instagram', 'youtube', 'twitter', 'tiktok', 'whatsapp'] as const;
      for (const key of keys) {
        if (!HTTPS_OR_EMPTY.test(text(input, key))) return refuse('Links must start with https://');
      }
      for (const key of keys) if (key in input) merchant.social[key] = text(input, key);
      return done('Saved');
    },
  ),

  operation(
    { operationId: 'saveFeedback', method: 'post', path: '/merchant/merchant/feedbackSave' },
    ({ input }) => {
      const content = text(input, 'content');
      if (content === '') return refuse('Please enter your feedback');
      const state = db();
      state.feedback.push({
        id: nextId('feedback'),
        content,
        images: images(input),
        anonymous: int(input, 'anonymous') === 1 || input.anonymous === true,
        createtime: tick(),
      });
      return done('Thank you for your feedback');
    },
  ),

  operation(
    { operationId: 'setLanguage', method: 'get', path: '/merchant/merchant/set_language' },
    ({ input }) => {
      const lang = text(input, 'lang').toLowerCase();
      const language = db().languages.find(
        (l) => l.file_name.toLowerCase() === lang && l.status === 1,
      );
      if (!language) return refuse('Unsupported language');
      db().merchant.lang = language.file_name;
      return done('Language switched');
    },
  ),

  operation(
    {
      operationId: 'listLanguages',
      method: 'get',
      path: '/merchant/merchant/language_list',
      secured: false,
    },
    () => {
      const list = db().languages.filter((l) => l.status === 1);
      return ok({ count: list.length, list: list.map((l) => ({ ...l })) });
    },
  ),

  operation(
    { operationId: 'getAbout', method: 'post', path: '/new/api/about/get', secured: false },
    () => ok({ ...db().about }),
  ),

  operation(
    { operationId: 'getCustomerService', method: 'get', path: '/merchant/merchant/service' },
    () => ok({ url: db().merchant.custom_service }),
  ),

  // The contract lists upload as secured, but registration (public) uploads the logo and ID
  // photos before any login: the fake platform accepts anonymous uploads.
  operation(
    { operationId: 'uploadFile', method: 'post', path: '/merchant/common/upload', secured: false },
    async ({ input }) => {
      const file = input.file;
      if (!(file instanceof Blob) || file.size === 0) return refuse('Please choose a file');
      const state = db();
      const n = state.nextId.upload;
      state.nextId.upload = n + 1;
      const name = file instanceof File ? file.name : '';
      const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? 'png';
      const type =
        file.type || (ext === 'svg' ? 'image/svg+xml' : `image/${ext === 'jpg' ? 'jpeg' : ext}`);
      const url = `/uploads/${n}.${ext}`;
      const fullurl =
        file.size <= MAX_INLINE_UPLOAD
          ? `data:${type};base64,${toBase64(new Uint8Array(await file.arrayBuffer()))}`
          : url;
      state.uploads.set(url, fullurl);
      return ok({ url, fullurl }, 'Uploaded');
    },
  ),
];
