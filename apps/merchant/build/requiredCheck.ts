import { lightTheme } from '../../../packages/ui/src/theme/tokens.ts';
import { inlineScript } from './inlineScript.ts';

/**
 * Where the session keeps the account name of the last login (packages/api's session store; never
 * a password).
 */
export const REMEMBERED_ACCOUNT_KEY = 'account';

/**
 * A form's "required" check, answered by the prerendered page before the app is live.
 *
 * Before the app is live, the boot script holds a press on a button and replays it once the app
 * is (build/bootScript.ts): on the login page, a merchant who pressed "Log in" with a field left
 * empty saw the button pressed and nothing else until the app had downloaded and started (1-2 s
 * on a slow network), then the form's messages. A field that says in its HTML what its form
 * answers when it is left empty (`data-required`: that message, in the page's language, the
 * first check of the form's own schema: the login, invitation-code and forgot-password views
 * write it) lets the page answer such a press at once. This script, inline after the root of the
 * pages that have one (the Content-Security-Policy allows it by its hash), runs after the boot
 * script's hold on every press of a form's submit button (or submit) while the page is not live:
 * where a required field is empty (blank once trimmed, as the forms' schemas trim their fields; a
 * password, which they never trim, only when it has no character at all: its autocomplete names
 * it), it marks each such field invalid (`aria-invalid` on the input, `data-boot-error` on the
 * field with the message, which REQUIRED_CHECK_STYLE shows under it as the form's own message
 * does; the message is also the input's `aria-description`, what a screen reader says of it, as
 * the form's own message is its `aria-describedby`: the page's message is drawn by the style,
 * so there is no element of it to point to, and an element added to the form would fail React's
 * hydration of it), moves the focus to the first, and drops the press the boot script held: it
 * has been answered, and the form must not be sent later by a replay without a second press. A
 * press on a form whose required fields are all filled is left held, for the app's whole check
 * once live; a filled field's other checks (a phone number's shape) come with the next press, as
 * a required field's message comes first in the forms' own checks. Typing in a marked field
 * clears its mark, and so does the app's filling it as it starts (the forgot-password form's
 * phone number, from the account of the last login): once the app is live, a mark stays only on
 * a field still blank. Once the app draws its own
 * message for the field (`<p id="…-error">`: primitives/Field), the style hides this one.
 *
 * The account field of a login form (`autocomplete="username"`) is also filled, as the script
 * runs, with the account name the device remembers from the last login, where the merchant has
 * not typed one, and the phone field of the forgot-password form (`autocomplete="tel"`) where
 * that name is a phone number (the forms' own rule: validation.ts's isPhone): the app fills them
 * too, but only once live (the pages are prerendered without them), and meanwhile the check
 * would call them empty. The app keeps the value as it hydrates, as it keeps what the merchant
 * types before then.
 *
 * (SOURCE is minified where it is inlined: build/inlineScript.ts.)
 */
const SOURCE = `(() => {
  const d = document.documentElement;
  try {
    const account = localStorage.getItem('${REMEMBERED_ACCOUNT_KEY}') || '';
    const phone = /^\\+?\\d/.test(account.trim()) && /^\\+?\\d{6,20}$/.test(account.trim().replace(/[\\s-]/g, ''));
    const fill = (field) => { if (field && !field.value) field.value = account; };
    if (account) fill(document.querySelector('form input[autocomplete=username][data-required]'));
    if (phone) fill(document.querySelector('form input[autocomplete=tel][data-required]'));
  } catch (e) {}
  const fieldOf = (input) => input.parentElement && input.parentElement.parentElement;
  const blank = (input) => /password/.test(input.getAttribute('autocomplete') || '') ? input.value === '' : !input.value.trim();
  const unmark = (input) => {
    const field = fieldOf(input);
    if (!field || !field.hasAttribute('data-boot-error')) return;
    field.removeAttribute('data-boot-error');
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-description');
  };
  const answer = (e) => {
    if (d.getAttribute('data-boot') === 'live' || !e.target.closest) return;
    let form = e.target;
    if (e.type === 'click') {
      const button = e.target.closest('button, input[type=submit]');
      form = button && button.type === 'submit' && button.form;
    }
    if (!form || !form.querySelectorAll) return;
    let first = null;
    for (const input of form.querySelectorAll('input[data-required]')) {
      const field = fieldOf(input);
      if (!field || !blank(input)) continue;
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-description', input.getAttribute('data-required'));
      field.setAttribute('data-boot-error', input.getAttribute('data-required'));
      if (!first) first = input;
    }
    if (!first) return;
    first.focus();
    const held = window.__merchantPending;
    if (held && held.removeAttribute) held.removeAttribute('data-held');
    delete window.__merchantPending;
  };
  document.addEventListener('click', answer, true);
  document.addEventListener('submit', answer, true);
  document.addEventListener('input', (e) => {
    if (e.target.hasAttribute && e.target.hasAttribute('data-required')) unmark(e.target);
  }, true);
  const live = new MutationObserver(() => {
    if (d.getAttribute('data-boot') !== 'live') return;
    live.disconnect();
    for (const input of document.querySelectorAll('input[data-required]')) if (!blank(input)) unmark(input);
  });
  live.observe(d, { attributes: true, attributeFilter: ['data-boot'] });
})();`;

/** The check's text (inlined into the pages with a required field), and its CSP source. */
export const { text: REQUIRED_CHECK_SCRIPT, hash: REQUIRED_CHECK_SCRIPT_HASH } =
  inlineScript(SOURCE);

// The form's own error icon (primitives/Icon's ErrorIcon), in the danger colour of the app's
// theme (the pages are drawn in the light one).
const ERROR_ICON = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${lightTheme.colors.tone.danger.text}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><circle cx='12' cy='12' r='10'/><path d='M15 9l-6 6M9 9l6 6'/></svg>`,
)}")`;

/**
 * A field marked by the check: its box red (focused too), its message under it as the form's
 * own message is (primitives/Field: 14 px, the danger colour, the error icon before it, above the
 * field's hint), until the app draws that message itself. A form's submit button whose press is
 * held for the app (the form filled) looks busy as the button does while the form is sent
 * (primitives/Button and Spinner: the turning ring before its label), until the app is live and
 * checks and sends it.
 */
export const REQUIRED_CHECK_STYLE =
  'form [data-held][type=submit]{cursor:progress;opacity:.8}' +
  'form [data-held][type=submit]::before{content:"";flex:none;width:18px;height:18px;' +
  'border:2px solid currentColor;border-right-color:transparent;border-radius:50%;' +
  'animation:boot-spin .75s linear infinite}@keyframes boot-spin{to{transform:rotate(360deg)}}' +
  '[data-boot-error]>div,[data-boot-error]>div:focus-within{border-color:var(--c-tone-danger-text)}' +
  '[data-boot-error]>div:focus-within{box-shadow:0 0 0 1px var(--c-tone-danger-text)}' +
  '[data-boot-error]::after{content:attr(data-boot-error);padding-inline-start:20px;' +
  `background:${ERROR_ICON} no-repeat 0 1px/16px;font-size:14px;line-height:1.3;` +
  'color:var(--c-tone-danger-text)}[data-boot-error]>p{order:1}' +
  '[data-boot-error]:has(>p[id$="-error"])::after{content:none}';
