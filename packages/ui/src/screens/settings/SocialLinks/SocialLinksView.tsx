import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { TextField } from '../../../primitives/TextField';
import { SettingsFormPage } from '../shared/SettingsFormPage';
import { Form, FormSkeleton, Lead } from '../shared/parts';
import { SOCIAL_NETWORKS, type SocialLinks } from '../shared/storeSettings';
import { useFormMessage } from '../shared/validation';
import { socialLinksSchema, type SocialLinksValues } from './socialLinks.schema';
import type { SocialLinksModel } from './useSocialLinks';

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

/** The model of the page's hook, with its save as the form's `onSave`. */
type SocialLinksViewProps = Omit<SocialLinksModel, 'save'> & { onSave: SocialLinksModel['save'] };

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
  return (
    <SettingsFormPage
      title={t('app:route.socialmedia')}
      state={saved}
      skeleton={<FormSkeleton fields={6} />}
      saveLabel={t('social.save')}
      saving={saving}
      guard={guard}
      notice={
        saveFailure?.kind === 'notOffered' ? (
          <FailureBlock failure={saveFailure} layout="inline" />
        ) : null
      }
    >
      {(links, form) => (
        <LinksForm id={form.id} initial={links} onSave={onSave} onDirtyChange={onDirtyChange} />
      )}
    </SettingsFormPage>
  );
}
