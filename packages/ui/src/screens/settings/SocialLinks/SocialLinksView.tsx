import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../data/kit/failure';
import type { LeaveGuard } from '../../../data/kit/leaveGuard';
import type { RequestState } from '../../../data/kit/requestState';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { TextField } from '../../../primitives/TextField';
import { DiscardDialog, Form, FormSkeleton, Lead } from '../shared/parts';
import { SOCIAL_NETWORKS, type SocialLinks } from '../shared/storeSettings';
import { useFormMessage } from '../shared/validation';
import { socialLinksSchema, type SocialLinksValues } from './socialLinks.schema';

type LinksFormProps = {
  /** The form id the save button submits. */
  id: string;
  /** The links as saved. */
  initial: SocialLinks;
  /** Saves; true when saved. */
  onSave: (values: SocialLinksValues) => Promise<boolean>;
  /** Reports unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
};

function LinksForm({ id, initial, onSave, onDirtyChange }: LinksFormProps) {
  const { t } = useTranslation('settings');
  const formMessage = useFormMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SocialLinksValues>({
    resolver: zodResolver(socialLinksSchema),
    defaultValues: initial,
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return (
    <Form
      id={id}
      noValidate
      onSubmit={handleSubmit(async (values) => {
        if (await onSave(values)) reset(values);
      })}
    >
      <Lead>{t('social.intro')}</Lead>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={t(`social.network.${network}`)}
          placeholder={t('social.placeholder')}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={formMessage(errors[network])}
          {...register(network)}
        />
      ))}
    </Form>
  );
}

type SocialLinksViewProps = {
  /** The links as saved. */
  saved: RequestState<SocialLinks>;
  /** Saves the checked links; resolves true when saved. */
  onSave: (values: SocialLinksValues) => Promise<boolean>;
  /** True while saving. */
  saving: boolean;
  /** Why the last save failed; a platform that does not offer saving links says so above. */
  saveFailure: Failure | null;
  /** The form reports whether it holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Asks before unsaved changes are left behind. */
  guard: LeaveGuard;
};

/** /socialmedia: the shop's links to its social networks, https only. */
export function SocialLinksView({
  saved,
  onSave,
  saving,
  saveFailure,
  onDirtyChange,
  guard,
}: SocialLinksViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  const formId = useId();
  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('app:route.socialmedia')} onBack={guard.back} />}
      footer={
        saved.status === 'ready' ? (
          <BottomBar>
            <Button type="submit" form={formId} size="lg" busy={saving}>
              {t('social.save')}
            </Button>
          </BottomBar>
        ) : undefined
      }
    >
      {saveFailure?.kind === 'notOffered' ? (
        <FailureBlock failure={saveFailure} layout="inline" />
      ) : null}
      <Loadable state={saved} skeleton={<FormSkeleton fields={6} />}>
        {(links) => (
          <LinksForm id={formId} initial={links} onSave={onSave} onDirtyChange={onDirtyChange} />
        )}
      </Loadable>
      <DiscardDialog guard={guard} />
    </Page>
  );
}
