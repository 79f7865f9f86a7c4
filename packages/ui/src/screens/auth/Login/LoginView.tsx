import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DemoAccount } from '../../../data/boot/demo';
import type { LanguageChoice } from '../../../data/boot/languageChoice';
import { PATHS } from '../../../data/address/paths';
import { afterStart } from '../../../data/boot/idle';
import type { LanguageCode } from '../../../i18n';
import { Button } from '../../../primitives/Button';
import { CheckIcon, ChevronDownIcon } from '../../../primitives/Icon';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { resetButton } from '../../../theme';
import { AuthLink, Form, Heading, Intro, Lead } from '../shared/AuthParts';
import { useFormMessage } from '../shared/useFormMessage';
import type { LoginValues } from './login.schema';
import { tokens } from '../../../theme/cssTokens';

const LanguageButton = styled.button`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xxs};
  min-height: ${tokens.sizes.touch};
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.text};

  &:active {
    background: ${tokens.colors.surfacePressed};
  }
`;

const LanguageName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
`;

const Demo = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.accent.soft};
  color: ${tokens.colors.accent.softText};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  padding-top: ${tokens.space.sm};
`;

const Forgot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${tokens.space.sm};
`;

// The login page is the first page on a slow network and must fit its size budget
// (scripts/check-size.mjs). So this one form does without react-hook-form:
// two uncontrolled fields, and the zod schema and the language sheet (Radix dialog) load when
// first needed, not with the page: the check as soon as the page is interactive and idle, or
// the merchant reaches for a field (a press held before the app is live has the prerendered
// page ask for it: the route table's `press`), so that a press never waits for its download.
const loadCheck = () => import('./login.schema');
type LoginErrors = Partial<Record<keyof LoginValues, { message: string }>>;

const ActionSheet = lazy(async () => ({
  default: (await import('../../../primitives/ActionSheet')).ActionSheet,
}));

type LoginViewProps = {
  /** The account name remembered from the last login (never a password). */
  defaultAccount: string;
  /** 'submitting' while the login call is in flight: the button is busy and disabled. */
  status: 'idle' | 'submitting';
  /** Called with the checked form values. */
  onSubmit: (values: LoginValues) => void;
  /** The languages to offer (the platform's list, or the local one). */
  languages: LanguageChoice[];
  /** The language shown now. */
  language: LanguageCode;
  /** Called with the language the merchant picks. */
  onLanguageChange: (code: LanguageCode) => void;
  /** The demo platform's account: shown with a button that fills the form; null elsewhere. */
  demo: DemoAccount | null;
};

/** The login page: account and password, demo hint, language switcher, register links. */
export function LoginView({
  defaultAccount,
  status,
  onSubmit,
  languages,
  language,
  onLanguageChange,
  demo,
}: LoginViewProps) {
  const { t } = useTranslation(['auth', 'app']);
  const formMessage = useFormMessage();
  const toast = useToast();
  const [languageSheet, setLanguageSheet] = useState<'unused' | 'open' | 'closed'>('unused');
  const [errors, setErrors] = useState<LoginErrors>({});
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The field's first value stays: a prerendered page hydrates with it empty, and the account
  // known later fills it only while the merchant has not started on it (a change of
  // defaultValue would land in the middle of their typing).
  const [firstAccount] = useState(defaultAccount);
  useEffect(() => {
    const input = accountRef.current;
    if (input && !input.value && document.activeElement !== input) input.value = defaultAccount;
  }, [defaultAccount]);
  useEffect(() => afterStart(() => void loadCheck().catch(() => {})), []);
  const current = languages.find((l) => l.code === language);
  const currentLabel = current?.label ?? language;

  const fillDemo = (account: DemoAccount) => {
    if (accountRef.current) accountRef.current.value = account.account;
    if (passwordRef.current) passwordRef.current.value = account.password;
    setErrors({});
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: LoginValues = {
      account: accountRef.current?.value ?? '',
      password: passwordRef.current?.value ?? '',
    };
    const loaded = await loadCheck().catch(() => null);
    if (!loaded) {
      // The check's code could not be downloaded (offline): nothing is sent, and the merchant
      // is told why, the fields as they were.
      toast.show(t('app:error.network'), { tone: 'error' });
      return;
    }
    const result = loaded.loginSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      onSubmit(result.data);
      return;
    }
    const found: LoginErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'account' || field === 'password') && !found[field]) {
        found[field] = { message: issue.message };
      }
    }
    setErrors(found);
    (found.account ? accountRef : passwordRef).current?.focus();
  };

  const clearError = (field: keyof LoginValues) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Page
      background="surface"
      navBar={
        <NavBar
          title={t('app:route.login')}
          right={
            <LanguageButton
              type="button"
              aria-haspopup="dialog"
              aria-label={`${t('auth:login.language')}: ${currentLabel}`}
              onClick={() => setLanguageSheet('open')}
            >
              {currentLabel}
              <ChevronDownIcon size={16} />
            </LanguageButton>
          }
        />
      }
    >
      <Intro>
        <Heading>{t('auth:login.welcome')}</Heading>
        <Lead>{t('auth:login.intro')}</Lead>
      </Intro>
      <Form
        noValidate
        onSubmit={(event) => void check(event)}
        onFocus={() => void loadCheck().catch(() => {})}
      >
        {demo ? (
          <Demo aria-label={t('app:shell.demo')}>
            <span>{t('auth:login.demo.notice', demo)}</span>
            <Button size="sm" variant="secondary" onClick={() => fillDemo(demo)}>
              {t('auth:login.demo.use')}
            </Button>
          </Demo>
        ) : null}
        <TextField
          label={t('auth:login.account')}
          placeholder={t('auth:login.accountPlaceholder')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formMessage(errors.account)}
          // What the form answers when the field is left empty (login.schema's first check),
          // for the prerendered page to answer a press before the app is live.
          data-required={t('auth:validation.accountRequired')}
          name="account"
          defaultValue={firstAccount}
          ref={accountRef}
          onChange={() => clearError('account')}
        />
        <TextField
          label={t('auth:login.password')}
          placeholder={t('auth:login.passwordPlaceholder')}
          type="password"
          inputMode="text"
          autoComplete="current-password"
          error={formMessage(errors.password)}
          data-required={t('auth:validation.passwordRequired')}
          name="password"
          ref={passwordRef}
          onChange={() => clearError('password')}
        />
        <Forgot>
          <AuthLink href={PATHS.forgetPwd}>{t('auth:login.forgot')}</AuthLink>
        </Forgot>
        <Actions>
          <Button type="submit" size="lg" block busy={status === 'submitting'}>
            {t('auth:login.submit')}
          </Button>
          <AuthLink lead={t('auth:login.noShop')} href={PATHS.code}>
            {t('auth:login.register')}
          </AuthLink>
        </Actions>
      </Form>
      {languageSheet !== 'unused' && (
        <Suspense fallback={null}>
          <ActionSheet
            open={languageSheet === 'open'}
            onOpenChange={(open) => setLanguageSheet(open ? 'open' : 'closed')}
            title={t('auth:login.language')}
            actions={languages.map((option) => ({
              key: option.code,
              label: (
                <LanguageName lang={option.code}>
                  {option.label}
                  {option.code === language ? <CheckIcon size={18} /> : null}
                </LanguageName>
              ),
              onSelect: () => onLanguageChange(option.code),
            }))}
          />
        </Suspense>
      )}
    </Page>
  );
}
