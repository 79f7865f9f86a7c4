import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { useLeaveGuard } from '../../../data/kit/leaveGuard';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { useGoBack } from '../../../shell/useGoBack';
import type { SettingsFormModel } from '../shared/SettingsFormPage';
import { SOCIAL_NETWORKS, type SocialLinks } from '../shared/storeSettings';
import { useStoreSettings } from '../shared/useStoreSettings';
import { normalizeLink, type SocialLinksValues } from './socialLinks.schema';

/** What the social links page needs. */
export type SocialLinksModel = SettingsFormModel<SocialLinksValues> & {
  /** The links as saved (https only once saved). */
  saved: RequestState<SocialLinks>;
};

/** /socialmedia: the shop's links read with store_settings, saved with profile (https only). */
export function useSocialLinks(): SocialLinksModel {
  const { t } = useTranslation('settings');
  const settings = useStoreSettings();
  const profile = $api.useMutation('post', '/merchant/merchant/profile');
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, useGoBack(PATHS.setting));
  const save = useAction(
    (values: SocialLinksValues) =>
      profile.mutateAsync({
        body: Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, normalizeLink(values[network])]),
        ) as SocialLinks,
      }),
    { successText: t('social.saved'), invalidates: 'socialLinks' },
  );
  return {
    saved: settings.status === 'ready' ? { ...settings, data: settings.data.social } : settings,
    save: save.run,
    saving: save.busy,
    saveFailure: save.failure,
    onDirtyChange: setDirty,
    guard,
  };
}
