import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import type { Failure } from '../../../data/kit/failure';
import { Form, Lead, SaveFailureNotice } from '../shared/parts';
import { useFormMessage } from '../shared/validation';
import {
  changeLoginPasswordSchema,
  type ChangeLoginPasswordValues,
} from './changeLoginPassword.schema';

const EMPTY: ChangeLoginPasswordValues = { oldpassword: '', newpassword: '', renewpassword: '' };

type ChangeLoginPasswordViewProps = {
  /** Sends the checked values; resolves true once changed (the form is then emptied). */
  onSubmit: (values: ChangeLoginPasswordValues) => Promise<boolean>;
  /** True while the change is in flight: the button is busy and disabled. */
  submitting: boolean;
  /** Why the last change failed (shown above the button until the next one), or null. */
  failure: Failure | null;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /changeLoginPassword: current password, new password and its repeat, each with show / hide. */
export function ChangeLoginPasswordView({
  onSubmit,
  submitting,
  failure,
  onBack,
}: ChangeLoginPasswordViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  const formMessage = useFormMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeLoginPasswordValues>({
    resolver: zodResolver(changeLoginPasswordSchema),
    defaultValues: EMPTY,
  });

  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('app:route.changeLoginPassword')} onBack={onBack} />}
    >
      <Form
        noValidate
        onSubmit={handleSubmit(async (values) => {
          // A password never stays in the form once it has done its job.
          if (await onSubmit(values)) reset(EMPTY);
        })}
      >
        <Lead>{t('loginPassword.intro')}</Lead>
        <TextField
          label={t('loginPassword.old')}
          placeholder={t('loginPassword.oldPlaceholder')}
          type="password"
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          error={formMessage(errors.oldpassword)}
          {...register('oldpassword')}
        />
        <TextField
          label={t('loginPassword.new')}
          placeholder={t('loginPassword.newPlaceholder')}
          type="password"
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('loginPassword.rule')}
          error={formMessage(errors.newpassword)}
          {...register('newpassword')}
        />
        <TextField
          label={t('loginPassword.repeat')}
          placeholder={t('loginPassword.repeatPlaceholder')}
          type="password"
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          error={formMessage(errors.renewpassword)}
          {...register('renewpassword')}
        />
        <SaveFailureNotice failure={failure} />
        <Button type="submit" size="lg" block busy={submitting}>
          {t('loginPassword.submit')}
        </Button>
      </Form>
    </Page>
  );
}
