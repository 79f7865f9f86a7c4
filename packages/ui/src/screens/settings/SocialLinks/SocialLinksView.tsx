import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../primitives/TextField';
import {
  SettingsFormPage,
  type SettingsForm,
  type SettingsFormViewProps,
  useSavedForm,
} from '../shared/SettingsFormPage';
import { Form, FormSkeleton, Lead } from '../shared/parts';
import { SOCIAL_NETWORKS, type SocialLinks } from '../shared/storeSettings';
import { useFormMessage } from '../shared/validation';
import { socialLinksSchema, type SocialLinksValues } from './socialLinks.schema';
import type { SocialLinksModel } from './useSocialLinks';

type LinksFormProps = SettingsForm<SocialLinksValues> & {
  /** The links as saved. */
  initial: SocialLinks;
};

function LinksForm({ id, initial, onSave, onDirtyChange }: LinksFormProps) {
  const { t } = useTranslation('settings');
  const formMessage = useFormMessage();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useSavedForm<SocialLinksValues>(zodResolver(socialLinksSchema), initial, {
    onSave,
    onDirtyChange,
  });

  return (
    <Form id={id} noValidate onSubmit={onSubmit}>
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

type SocialLinksViewProps = SettingsFormViewProps<SocialLinksModel>;

/** /socialmedia: the shop's links to its social networks, https only. */
export function SocialLinksView({ saved, ...page }: SocialLinksViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  return (
    <SettingsFormPage
      {...page}
      title={t('app:route.socialmedia')}
      state={saved}
      skeleton={<FormSkeleton fields={6} />}
      saveLabel={t('social.save')}
    >
      {(links, form) => <LinksForm {...form} initial={links} />}
    </SettingsFormPage>
  );
}
