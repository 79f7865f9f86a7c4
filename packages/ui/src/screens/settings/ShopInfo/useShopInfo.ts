import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { useLeaveGuard } from '../../../data/kit/leaveGuard';
import { PATHS } from '../../../data/address/paths';
import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';
import { uploadImage } from '../../../data/kit/upload';
import type { UploadImage } from '../../../primitives/ImageUploader';
import { useGoBack } from '../../../shell/useGoBack';
import type { SettingsFormModel } from '../shared/SettingsFormPage';
import type { ShopInfoValues } from './shopInfo.schema';

/** What the shop information page needs. */
export type ShopInfoModel = SettingsFormModel<ShopInfoValues> & {
  /** The saved values the form starts from (the profile). */
  initial: RequestState<ShopInfoValues>;
  /** Sends a logo to the platform (compressed by the uploader). */
  upload: UploadImage;
};

/**
 * The profile as the form's values. getMerInfo gives the logo's full url only: it is also
 * what the form posts back when the logo is not replaced.
 */
export function toShopInfoValues(profile: MerchantProfile): ShopInfoValues {
  return {
    logo: profile.avatar ? { url: profile.avatar, fullurl: profile.avatar } : null,
    name: profile.name,
    phone: profile.phone,
    address: profile.address,
    introduction: profile.introduction,
    welcome: profile.welcome,
  };
}

/** /baseinfo: the shop's basic information, saved with store (the profile is refetched). */
export function useShopInfo(): ShopInfoModel {
  const { t } = useTranslation('settings');
  const profile = useMerchantProfile();
  const store = $api.useMutation('post', '/merchant/merchant/store');
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, useGoBack(PATHS.setting));
  const save = useAction(
    (values: ShopInfoValues) =>
      store.mutateAsync({
        body: {
          mer_avatar: values.logo?.url ?? '',
          mer_name: values.name,
          mer_phone: values.phone,
          mer_address: values.address,
          mer_info: values.introduction,
          mark: values.welcome,
        },
      }),
    { successText: t('shop.saved'), invalidates: 'shopInfo' },
  );

  return {
    initial:
      profile.status === 'ready' ? { ...profile, data: toShopInfoValues(profile.data) } : profile,
    upload: uploadImage,
    save: save.run,
    saving: save.busy,
    saveFailure: save.failure,
    onDirtyChange: setDirty,
    guard,
  };
}
