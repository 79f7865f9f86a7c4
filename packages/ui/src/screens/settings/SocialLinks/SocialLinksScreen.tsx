import { SocialLinksView } from './SocialLinksView';
import { useSocialLinks } from './useSocialLinks';

/** /socialmedia: the shop's social links. */
export function SocialLinksScreen() {
  const { save, ...links } = useSocialLinks();
  return <SocialLinksView {...links} onSave={save} />;
}
