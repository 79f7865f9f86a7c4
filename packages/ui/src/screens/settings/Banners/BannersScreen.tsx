import { BannersView } from './BannersView';
import { useBanners } from './useBanners';

/** /uploadBanner: the shop's home banners. */
export function BannersScreen() {
  const { save, ...banners } = useBanners();
  return <BannersView {...banners} onSave={save} />;
}
