import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import type { ThirdStatus } from '../../../data/boot/thirdLogin';
import { Button } from '../../../primitives/Button';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { AuthLink, Form, Intro, Lead } from '../shared/AuthParts';
import { useFormMessage } from '../shared/useFormMessage';
import { inviteCodeSchema, type InviteCodeValues } from './inviteCode.schema';

type ReviewProps = {
  /** In review or rejected. */
  review: 'pending' | 'rejected';
  /** Asks the platform again (in review, with the third-party identity kept); null: no button. */
  onRecheck: (() => void) | null;
  /** True while asking again. */
  rechecking: boolean;
};

/** A shop in review or rejected: what it means and what to do; no code form. */
function Review({ review, onRecheck, rechecking }: ReviewProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Intro>
        {review === 'pending' ? (
          <Notice
            tone="info"
            title={t('invite.status.pending.title')}
            text={t('invite.status.pending.text')}
          />
        ) : (
          <Notice
            tone="danger"
            title={t('invite.status.rejected.title')}
            text={t('invite.status.rejected.text')}
          />
        )}
      </Intro>
      <Form as="div">
        {onRecheck ? (
          <Button type="button" size="lg" block busy={rechecking} onClick={onRecheck}>
            {t('invite.status.pending.check')}
          </Button>
        ) : null}
        <AuthLink href={PATHS.login}>{t('forgot.backToLogin')}</AuthLink>
      </Form>
    </>
  );
}

type InviteCodeViewProps = {
  /** A third-party identity's shop status from the start-up exchange; null: opened from login. */
  review: ThirdStatus | null;
  /** Asks the platform again about a shop in review; null: no button. */
  onRecheck: (() => void) | null;
  /** True while asking again. */
  rechecking: boolean;
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

/**
 * /code: the internal invitation code, checked before the registration form; for a third-party
 * identity whose shop is in review or rejected, that status instead.
 */
export function InviteCodeView({
  review,
  onRecheck,
  rechecking,
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

  const navBar = <NavBar title={t('app:route.code')} onBack={onBack} />;
  if (review === 'pending' || review === 'rejected') {
    return (
      <Page background="surface" navBar={navBar}>
        <Review review={review} onRecheck={onRecheck} rechecking={rechecking} />
      </Page>
    );
  }
  return (
    <Page background="surface" navBar={navBar}>
      <Intro>
        {review === 'notRegistered' ? (
          <Notice tone="info" text={t('auth:invite.status.notRegistered')} />
        ) : null}
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
          // What the form answers when the field is left empty (its schema's first check), for
          // the prerendered page to answer a press before the app is live.
          data-required={t('auth:validation.codeRequired')}
          {...register('code', { onChange: onEdit })}
        />
        <Button type="submit" size="lg" block busy={status === 'submitting'}>
          {t('auth:invite.submit')}
        </Button>
        <AuthLink lead={t('auth:invite.haveAccount')} href={PATHS.login}>
          {t('auth:invite.login')}
        </AuthLink>
      </Form>
    </Page>
  );
}
