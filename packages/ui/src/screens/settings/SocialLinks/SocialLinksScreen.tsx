import { SocialLinksView } from './SocialLinksView';
import { useSocialLinks } from './useSocialLinks';

/** /socialmedia: the shop's social links. */
export function SocialLinksScreen() {
  const links = useSocialLinks();
  return (
    <SocialLinksView
      saved={links.saved}
      onSave={links.save}
      saving={links.saving}
      saveFailure={links.saveFailure}
      onDirtyChange={links.onDirtyChange}
      guard={links.guard}
    />
  );
}
