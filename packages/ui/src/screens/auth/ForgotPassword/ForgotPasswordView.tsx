import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import { Button } from '../../../primitives/Button';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { AuthLink, Form, Intro, Lead } from '../shared/AuthParts';
import { useFormMessage } from '../shared/useFormMessage';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgotPassword.schema';

type ForgotPasswordViewProps = {
  /** The phone number to start with (remembered from the last login), or ''. */
  defaultPhone: string;
  /** 'submitting' while the reset is in flight: the button is busy and disabled. */
  status: 'idle' | 'submitting';
  /** Called with the checked values. */
  onSubmit: (values: ForgotPasswordValues) => void;
  /** Back to the login page. */
  onBack: () => void;
};

/** /forgetPwd: a new login password for the shop of a phone number. */
export function ForgotPasswordView({
  defaultPhone,
  status,
  onSubmit,
  onBack,
}: ForgotPasswordViewProps) {
  const { t } = useTranslation(['auth', 'app']);
  const formMessage = useFormMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { mer_phone: defaultPhone, newpassword: '', renewpassword: '' },
  });

  return (
    <Page background="surface" navBar={<NavBar title={t('app:route.forgetPwd')} onBack={onBack} />}>
      <Intro>
        <Lead>{t('auth:forgot.intro')}</Lead>
      </Intro>
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('auth:forgot.phone')}
          placeholder={t('auth:forgot.phonePlaceholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={formMessage(errors.mer_phone)}
          // What the form answers when a field is left empty (its schema's first check), for the
          // prerendered page to answer a press before the app is live.
          data-required={t('auth:validation.phoneRequired')}
          {...register('mer_phone')}
        />
        <TextField
          label={t('auth:forgot.newPassword')}
          placeholder={t('auth:forgot.newPasswordPlaceholder')}
          type="password"
          inputMode="text"
          autoComplete="new-password"
          hint={t('auth:register.passwordHint')}
          error={formMessage(errors.newpassword)}
          data-required={t('auth:validation.passwordRequired')}
          {...register('newpassword')}
        />
        <TextField
          label={t('auth:forgot.repeat')}
          placeholder={t('auth:forgot.repeatPlaceholder')}
          type="password"
          inputMode="text"
          autoComplete="new-password"
          error={formMessage(errors.renewpassword)}
          data-required={t('auth:validation.repeatRequired')}
          {...register('renewpassword')}
        />
        <Button type="submit" size="lg" block busy={status === 'submitting'}>
          {t('auth:forgot.submit')}
        </Button>
        <AuthLink href={PATHS.login}>{t('auth:forgot.backToLogin')}</AuthLink>
      </Form>
    </Page>
  );
}
