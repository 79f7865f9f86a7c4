import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../../data/returnPath';
import { Button } from '../../../primitives/Button';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { AuthLink, Form, Intro, Lead } from '../shared/AuthParts';
import { useFormMessage } from '../shared/useFormMessage';
import { inviteCodeSchema, type InviteCodeValues } from './inviteCode.schema';

type InviteCodeViewProps = {
  /** The code to start with (from the invitation link), or ''. */
  defaultCode: string;
  /** 'submitting' while the code is checked: the button is busy and disabled. */
  status: 'idle' | 'submitting';
  /** The server's refusal of the last code (or the network error), shown under the field. */
  refusal: string | null;
  /** Called with the checked code. */
  onSubmit: (values: InviteCodeValues) => void;
  /** Called when the code is edited (to forget the last refusal). */
  onEdit: () => void;
  /** Back to the login page. */
  onBack: () => void;
};

/** /code: the internal invitation code, checked before the registration form. */
export function InviteCodeView({
  defaultCode,
  status,
  refusal,
  onSubmit,
  onEdit,
  onBack,
}: InviteCodeViewProps) {
  const { t } = useTranslation(['auth', 'app']);
  const formMessage = useFormMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InviteCodeValues>({
    resolver: zodResolver(inviteCodeSchema),
    defaultValues: { code: defaultCode },
  });

  return (
    <Page background="surface" navBar={<NavBar title={t('app:route.code')} onBack={onBack} />}>
      <Intro>
        <Lead>{t('auth:invite.intro')}</Lead>
      </Intro>
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('auth:invite.code')}
          placeholder={t('auth:invite.codePlaceholder')}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          error={formMessage(errors.code) ?? refusal ?? undefined}
          {...register('code', { onChange: onEdit })}
        />
        <Button type="submit" size="lg" block busy={status === 'submitting'}>
          {t('auth:invite.submit')}
        </Button>
        <AuthLink lead={t('auth:invite.haveAccount')} href={LOGIN_PATH}>
          {t('auth:invite.login')}
        </AuthLink>
      </Form>
    </Page>
  );
}
