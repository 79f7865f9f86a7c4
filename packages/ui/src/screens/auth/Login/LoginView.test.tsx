// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { BaseProviders } from '../../../shell/BaseProviders';
import { messagesOf } from '../shared/fieldMessages.testkit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The check's code, as a page whose network went away after it was shown sees it.
const check = vi.hoisted(() => ({ offline: false }));
vi.mock('./login.schema', async (original) => {
  if (check.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});
const { LoginView } = await import('./LoginView');

afterEach(cleanup);

function renderLogin(onSubmit: (values: unknown) => void) {
  render(
    <BaseProviders>
      <LoginView
        defaultAccount=""
        status="idle"
        onSubmit={onSubmit}
        languages={[]}
        language="zh-CN"
        onLanguageChange={() => {}}
        demo={null}
      />
    </BaseProviders>,
  );
}

/** Presses "Log in", and gives the check (its code loaded when first needed) time to answer. */
const pressLogin = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('LoginView', () => {
  it('says the network failed, and sends nothing, when its check cannot be downloaded', async () => {
    await initI18n('zh-CN');
    check.offline = true;
    const onSubmit = vi.fn();
    renderLogin(onSubmit);
    const account = screen.getByRole('textbox', { name: '手机号或邮箱' });
    fireEvent.change(account, { target: { value: '13800138000' } });
    await pressLogin();
    expect(await screen.findByText('网络错误，请检查网络后重试')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(account).toHaveProperty('value', '13800138000');
  });

  // (After the test above: the check's code, once it failed to download, is downloaded again.)
  it('names on each field what the form says when it is left empty, for the page before the app', async () => {
    await initI18n('zh-CN');
    check.offline = false;
    const onSubmit = vi.fn();
    renderLogin(onSubmit);
    const account = screen.getByRole('textbox', { name: '手机号或邮箱' });
    const fields = [account, screen.getByLabelText('密码')];
    // Blank (spaces only, as the form trims them): the form's own messages, under each field.
    fireEvent.change(account, { target: { value: '   ' } });
    await pressLogin();
    const said = await messagesOf(fields);
    expect(said).toEqual(['请输入手机号或邮箱', '请输入密码']);
    expect(fields.map((field) => field.getAttribute('data-required'))).toEqual(said);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
