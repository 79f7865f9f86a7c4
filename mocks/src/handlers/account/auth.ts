/** Account, signing in: login, registration, invitation codes, third-party login, passwords. */
import {
  DEMO_ACCOUNT,
  DEMO_INVITE_CODE,
  DEMO_PHONE,
  DEMO_THIRD_DATA,
  DEMO_TOKEN,
} from '../../fixtures/merchant.ts';
import { db, tick } from '../../state/store.ts';
import {
  MSG,
  done,
  int,
  isLoggedIn,
  ok,
  operation,
  refuse,
  text,
  textList,
  unauthorized,
} from '../common.ts';
import type { Input } from '../common.ts';
import { session } from '../wire.ts';

const PASSWORD = /^\S{6,30}$/;

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
  if (textList(input, 'images').length < 3)
    return 'Please upload the front, back and hand-held ID photos';
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
      if (next === state.merchant.password)
        return refuse('The new password must differ from the old one');
      state.merchant.password = next;
      // A changed password ends every session of the merchant (documented in the contract).
      state.tokens.clear();
      return done('Password changed, please log in again');
    },
  ),
];
