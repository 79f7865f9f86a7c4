import { describe, expect, it } from 'vitest';
import { openPrerendered } from './bootTestPage';
import { createSessionStore } from '@merchant/api';
import { isPhone } from '../../../packages/ui/src/screens/auth/shared/validation';
import { REMEMBERED_ACCOUNT_KEY, REQUIRED_CHECK_SCRIPT } from './requiredCheck';

/** A field as primitives/Field and TextField draw it: the field, its label, its box, its input. */
const field = (name: string, required: string, autocomplete = 'username') =>
  `<div class="field"><label for="${name}">${name}</label><div class="box"><input id="${name}" name="${name}" autocomplete="${autocomplete}" data-required="${required}"></div></div>`;

/** The login page as prerendered: a form of two required fields, a button and a submit button. */
const PAGE = `<div id="root"><main><form noValidate>${field('account', '请输入手机号或邮箱')}${field('password', '请输入密码', 'current-password')}<div class="box"><input id="note" name="note"></div><button type="button" id="show">show</button><button type="submit" id="login">登录</button></form><button id="outside">outside</button></main></div>`;

/**
 * Opens /login in a document of its own, runs the boot script and the check as the page does;
 * `remembered`: the account name the device keeps from the last login; `typed`: what the
 * account field holds already (typed before the script ran).
 */
function open({
  remembered,
  typed,
  body = PAGE,
}: {
  remembered?: string;
  typed?: string;
  body?: string;
} = {}) {
  const window = openPrerendered({
    url: 'https://shop.example/login',
    body,
    dataset: {
      route: '/login',
      self: '/login/index.html',
      lang: 'zh-CN',
      fallback: 'zh-CN',
      langs: 'zh-CN en',
      access: 'guest',
      reads: '',
      entry: '/assets/index.js',
      press: '/assets/check.js',
    },
    prepare: (page) => {
      if (remembered) page.localStorage.setItem(REMEMBERED_ACCOUNT_KEY, remembered);
      if (typed) (page.document.querySelector('form input') as HTMLInputElement).value = typed;
    },
  });
  const { document } = window;
  window.eval(REQUIRED_CHECK_SCRIPT);
  const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
  const press = (id: string) =>
    byId(id).dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
  const type = (id: string, value: string) => {
    byId(id).value = value;
    byId(id).dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  const shown = () => ({
    invalid: [...document.querySelectorAll('input[aria-invalid="true"]')].map((i) => i.id),
    // What a screen reader says of each marked field, besides its label.
    described: [...document.querySelectorAll('input[aria-description]')].map(
      (i) => `${i.id}: ${i.getAttribute('aria-description')}`,
    ),
    messages: [...document.querySelectorAll('[data-boot-error]')].map((f) =>
      f.getAttribute('data-boot-error'),
    ),
    focus: (document.activeElement as HTMLElement | null)?.id ?? '',
    held: [...document.querySelectorAll('[data-held]')].map((e) => e.id),
    pending: (window as unknown as { __merchantPending?: Element }).__merchantPending?.id,
  });
  return { window, document, byId, press, type, shown };
}

describe('required check: a form pressed before the app is live', () => {
  it('marks each empty field with its message, focuses the first, and drops the press', () => {
    const page = open();
    // Spaces only are empty, as the form trims them.
    page.type('account', '   ');
    expect(page.press('login')).toBe(false);
    expect(page.shown()).toEqual({
      invalid: ['account', 'password'],
      described: ['account: 请输入手机号或邮箱', 'password: 请输入密码'],
      messages: ['请输入手机号或邮箱', '请输入密码'],
      focus: 'account',
      held: [],
      pending: undefined,
    });
  });

  it('marks only the empty ones', () => {
    const page = open();
    page.type('account', '13800138000');
    page.press('login');
    expect(page.shown()).toMatchObject({
      invalid: ['password'],
      messages: ['请输入密码'],
      focus: 'password',
      pending: undefined,
    });
  });

  it('takes a password of spaces as filled: passwords are never trimmed', () => {
    const page = open();
    page.type('account', '13800138000');
    page.type('password', '   ');
    page.press('login');
    expect(page.shown()).toMatchObject({ invalid: [], messages: [], pending: 'login' });
  });

  it('leaves a filled form held for the app, marking nothing', () => {
    const page = open();
    page.type('account', 'not an address');
    page.type('password', 'secret');
    expect(page.press('login')).toBe(false);
    expect(page.shown()).toEqual({
      invalid: [],
      described: [],
      messages: [],
      focus: '',
      held: ['login'],
      pending: 'login',
    });
  });

  it('answers a submit (Enter in a field) as a press', () => {
    const page = open();
    const form = page.document.querySelector('form')!;
    form.dispatchEvent(new page.window.Event('submit', { bubbles: true, cancelable: true }));
    expect(page.shown().messages).toEqual(['请输入手机号或邮箱', '请输入密码']);
  });

  it('checks nothing for a button that does not submit, or one outside a form', () => {
    const page = open();
    page.press('show');
    page.press('outside');
    expect(page.shown()).toMatchObject({ invalid: [], messages: [] });
  });

  it('clears a field’s mark as the merchant types in it, and only its own', () => {
    const page = open();
    page.press('login');
    page.type('account', '1');
    expect(page.shown()).toMatchObject({
      invalid: ['password'],
      described: ['password: 请输入密码'],
      messages: ['请输入密码'],
    });
    // A field the check never marked keeps what the app gave it.
    page.byId('note').setAttribute('aria-invalid', 'true');
    page.type('note', 'x');
    expect(page.byId('note').getAttribute('aria-invalid')).toBe('true');
  });

  it('drops the mark of a field the app fills as it starts, once live', () => {
    const page = open();
    page.press('login');
    // The app's form sets a field's first value as it hydrates (no input event).
    page.byId('account').value = '13800138000';
    expect(page.shown().messages).toEqual(['请输入手机号或邮箱', '请输入密码']);
    page.document.documentElement.setAttribute('data-boot', 'live');
    return Promise.resolve().then(() =>
      expect(page.shown()).toMatchObject({
        invalid: ['password'],
        described: ['password: 请输入密码'],
        messages: ['请输入密码'],
      }),
    );
  });

  it('leaves every press to the app once it is live', () => {
    const page = open();
    page.document.documentElement.setAttribute('data-boot', 'live');
    expect(page.press('login')).toBe(true);
    expect(page.shown()).toMatchObject({ invalid: [], messages: [], held: [] });
  });
});

describe('required check: the remembered account', () => {
  it('fills the account field with the account of the last login, as the page opens', () => {
    const page = open({ remembered: 'shop@example.com' });
    expect(page.byId('account').value).toBe('shop@example.com');
    // Pressed with the password empty: only the password is missing.
    page.press('login');
    expect(page.shown()).toMatchObject({ invalid: ['password'], focus: 'password' });
  });

  it('leaves what the merchant typed, and an empty field where nothing is remembered', () => {
    expect(open({ remembered: 'shop@example.com', typed: 'other' }).byId('account').value).toBe(
      'other',
    );
    expect(open().byId('account').value).toBe('');
  });

  // The forgot-password form: the shop's phone number, then the new password twice.
  const FORGOT = `<div id="root"><form>${field('phone', '请输入手机号', 'tel')}${field('newpassword', '请输入密码', 'new-password')}<button type="submit" id="reset">重置</button></form></div>`;

  it.each([
    ['13800000000', true],
    ['+65 8123 4567', true],
    ['0812-345-678', true],
    [' +8613800000000 ', true],
    ['shop@example.com', false],
    ['12345', false],
    ['abc12345678', false],
    ['-13800000000', false],
    ['138 0000 000a', false],
    ['1'.repeat(21), false],
  ])(
    'fills the phone field of the forgot-password form with %j where it is a phone number',
    (remembered, filled) => {
      // The forms' own rule decides, not this test's list.
      expect(isPhone(remembered)).toBe(filled);
      const page = open({ remembered, body: FORGOT });
      expect(page.byId('phone').value).toBe(filled ? remembered : '');
      expect(page.byId('newpassword').value).toBe('');
    },
  );

  it('reads it where the session keeps it', () => {
    const kept = new Map<string, string>();
    const session = createSessionStore({
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    });
    session.set({ account: 'shop@example.com' });
    expect(kept.get(REMEMBERED_ACCOUNT_KEY)).toBe('shop@example.com');
  });
});
