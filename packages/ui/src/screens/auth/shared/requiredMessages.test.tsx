// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { BaseProviders } from '../../../shell/BaseProviders';
import { ForgotPasswordView } from '../ForgotPassword/ForgotPasswordView';
import { InviteCodeView } from '../InviteCode/InviteCodeView';
import { messagesOf } from './fieldMessages.testkit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const noop = () => {};

// The forms whose fields name what they answer when left empty (`data-required`), for the
// prerendered page to answer a press before the app is live (apps/merchant/build/
// requiredCheck.ts); the login form's own test checks it the same way.
const forms: [string, ReactNode][] = [
  [
    'invitation code',
    <InviteCodeView
      key="invite"
      review={null}
      onRecheck={null}
      rechecking={false}
      defaultCode=""
      status="idle"
      refusal={null}
      onSubmit={noop}
      onEdit={noop}
      onBack={noop}
    />,
  ],
  [
    'forgot password',
    <ForgotPasswordView key="forgot" defaultPhone="" status="idle" onSubmit={noop} onBack={noop} />,
  ],
];

describe('required messages named on the fields', () => {
  it.each(forms)(
    '%s: every field names the message its form gives when it is empty',
    async (_, view) => {
      await initI18n('en');
      const { container } = render(<BaseProviders>{view}</BaseProviders>);
      const form = container.querySelector('form')!;
      const inputs = [...form.querySelectorAll('input')];
      expect(inputs.length).toBeGreaterThan(0);
      await act(async () => {
        fireEvent.submit(form);
      });
      const said = await messagesOf(inputs);
      expect(inputs.map((input) => input.getAttribute('data-required'))).toEqual(said);
    },
  );
});
