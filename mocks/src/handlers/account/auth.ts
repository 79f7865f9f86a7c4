/** Account, signing in: login, registration, invitation codes, third-party login, passwords. */
import { HttpResponse } from 'msw';
import {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_TOKEN,
} from '../../fixtures/merchant.ts';
import { db, tick } from '../../state/store.ts';
import { MSG, done, isLoggedIn, ok, operation, refuse, text, unauthorized } from '../common.ts';
import type { Input } from '../common.ts';
import { session } from '../wire.ts';
import { requestLanguage, say } from './words.ts';

const PASSWORD = /^\S{6,30}$/;
/** The `fullurl` of an upload: an absolute address. */
const FULL_URL = /^https?:\/\/[^,\s]+$/;

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

/**
 * The ID photos as the platform takes them: one string, the front's and the back's `fullurl`
 * joined by a comma. Null for anything else (an array, relative urls, a missing photo).
 */
function idPhotos(input: Input): [string, string] | null {
  if (typeof input.images !== 'string') return null;
  const parts = input.images.split(',');
  if (parts.length !== 2) return null;
  const [front, back] = parts as [string, string];
  return FULL_URL.test(front) && FULL_URL.test(back) ? [front, back] : null;
}

/** Shared checks of register and tkregister; null when the application is acceptable. */
function validateApplication(input: Input, request: Request): string | null {
  if (!FULL_URL.test(text(input, 'mer_avatar'))) return 'Please upload the shop logo';
  const required: [string, string][] = [
    ['mer_name', 'Please enter the shop name'],
    ['mer_address', 'Please enter the shop address'],
    ['country', 'Please choose the country'],
    ['mer_phone', 'Please enter the phone number'],
    ['real_name', 'Please enter your real name'],
  ];
  for (const [key, message] of required) if (text(input, key) === '') return message;
  if (!idPhotos(input)) return 'Please upload the front and back of your ID card';
  // E-mail is optional in simplified Chinese (the default language), required otherwise.
  const lang = (requestLanguage(request) ?? 'zh-CN').toLowerCase();
  const email = text(input, 'mer_email');
  if (lang !== 'zh-cn' && email === '') return 'Please enter the e-mail address';
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return 'Please enter a valid e-mail address';
  if (!PASSWORD.test(text(input, 'password')))
    return 'The password must be 6-30 characters without spaces';
  if (text(input, 'password') !== text(input, 'repassword')) return MSG.mismatch;
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

function submitApplication(input: Input, third: string): Response {
  db().registrations.push({
    mer_name: text(input, 'mer_name'),
    mer_phone: text(input, 'mer_phone'),
    mer_email: text(input, 'mer_email'),
    third,
    status: 0,
    createtime: tick(),
  });
  return done('Registration submitted, please wait for review');
}

/**
 * The third-party exchange without a session: `code` 0 with the identity's shop status
 * (-1 none registered, 0 in review, -2 rejected), as the platform answers it.
 */
function noSession(status: -1 | 0 | -2, request: Request): Response {
  const english =
    status === 0
      ? 'Your shop is under review, please wait'
      : status === -2
        ? 'Your shop application was rejected, please contact customer service'
        : 'Please register your shop';
  return HttpResponse.json({
    code: 0,
    msg: say(english, requestLanguage(request)),
    time: String(db().clock),
    data: { status },
  });
}

export const authHandlers = [
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
      const application = state.registrations.find(
        (r) => r.mer_phone === account || (r.mer_email !== '' && r.mer_email === account),
      );
      if (application?.status === -2) {
        return refuse('Your shop application was rejected, please contact customer service');
      }
      if (application) return refuse('Your shop is under review, please wait');
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
      const problem = validateApplication(input, request);
      return problem ? refuse(problem) : submitApplication(input, '');
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
      return ok({ agent_id: 1, spread_id: db().merchant.mer_id }, 'The invitation code is valid');
    },
  ),

  operation(
    { operationId: 'thirdLogin', method: 'post', path: '/merchant/merchant/third', secured: false },
    ({ input, request }) => {
      const data = text(input, 'data');
      if (data === '') return refuse('Missing login data');
      if (data === DEMO_THIRD_DATA) {
        db().tokens.add(DEMO_TOKEN);
        return ok(session(DEMO_TOKEN), 'Login successful');
      }
      const application = db().registrations.find((r) => r.third === data);
      return noSession(application ? application.status : -1, request);
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
      const data = text(input, 'data');
      if (data === '') return refuse('Missing login data');
      if (data === DEMO_THIRD_DATA || db().registrations.some((r) => r.third === data)) {
        return refuse('This account already has a shop');
      }
      const problem = validateApplication(input, request);
      return problem ? refuse(problem) : submitApplication(input, data);
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
      const state = db();
      // Forgot password names the shop by its phone number (and sends an empty old password);
      // without it, this is the logged-in merchant changing the password.
      const forgot = 'mer_phone' in input;
      if (!forgot && !isLoggedIn(request)) {
        return request.headers.has('token')
          ? unauthorized()
          : refuse('Please enter the phone number');
      }
      const next = typeof input.newpassword === 'string' ? input.newpassword : '';
      if (!PASSWORD.test(next))
        return refuse('The password must be 6-30 characters without spaces');
      if (next !== input.renewpassword) return refuse(MSG.mismatch);
      if (forgot) {
        const phone = text(input, 'mer_phone');
        if (phone === '') return refuse('Please enter the phone number');
        if (phone !== state.merchant.mer_phone) return refuse('The account does not exist');
        state.merchant.password = next;
        return done('Password reset, please log in');
      }
      if (input.oldpassword !== state.merchant.password) return refuse('Incorrect old password');
      if (next === state.merchant.password)
        return refuse('The new password must differ from the old one');
      state.merchant.password = next;
      // A changed password ends every session of the merchant (documented in the contract).
      state.tokens.clear();
      return done('Password changed, please log in again');
    },
  ),
];
