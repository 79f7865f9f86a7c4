import { BannersView } from './BannersView';
import { useBanners } from './useBanners';

/** /uploadBanner: the shop's home banners. */
export function BannersScreen() {
  const banners = useBanners();
  return (
    <BannersView
      saved={banners.saved}
      upload={banners.upload}
      onSave={banners.save}
      saving={banners.saving}
      onDirtyChange={banners.onDirtyChange}
      guard={banners.guard}
    />
  );
}
