import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { useLeaveGuard } from '../../../data/kit/leaveGuard';
import { PATHS } from '../../../data/address/paths';
import type { RequestState } from '../../../data/kit/requestState';
import { uploadImage } from '../../../data/kit/upload';
import type { UploadedImage, UploadImage } from '../../../primitives/ImageUploader';
import { useGoBack } from '../../../shell/useGoBack';
import type { SettingsFormModel } from '../shared/SettingsFormPage';
import { useStoreSettings } from '../shared/useStoreSettings';

/** What the home banner page needs. */
export type BannersModel = SettingsFormModel<UploadedImage[]> & {
  /** The banners as saved, in display order (saved again in the order given). */
  saved: RequestState<UploadedImage[]>;
  /** Sends a banner image to the platform (compressed by the uploader). */
  upload: UploadImage;
};

/** /uploadBanner: up to three banners read with store_settings, saved with store_banner. */
export function useBanners(): BannersModel {
  const { t } = useTranslation('settings');
  const settings = useStoreSettings();
  const storeBanner = $api.useMutation('post', '/merchant/merchant/store_banner');
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, useGoBack(PATHS.setting));
  const save = useAction(
    (banners: UploadedImage[]) =>
      storeBanner.mutateAsync({
        body: {
          image1: banners[0]?.url ?? '',
          image2: banners[1]?.url ?? '',
          image3: banners[2]?.url ?? '',
        },
      }),
    { successText: t('banners.saved'), invalidates: 'banners' },
  );
  return {
    saved: settings.status === 'ready' ? { ...settings, data: settings.data.banners } : settings,
    upload: uploadImage,
    save: save.run,
    saving: save.busy,
    saveFailure: save.failure,
    onDirtyChange: setDirty,
    guard,
  };
}
