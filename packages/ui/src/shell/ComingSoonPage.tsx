import { useTranslation } from 'react-i18next';
import { NavBar } from '../primitives/NavBar';
import { StateBlock } from '../primitives/StateBlock';
import { useGoBack } from './useGoBack';

type ComingSoonPageProps = {
  /** The page title (the route's label). */
  title: string;
  /** Tab pages have no back button. */
  showBack?: boolean;
};

/** A route whose screen is not built yet says so, honestly, instead of a blank page. */
export function ComingSoonPage({ title, showBack = true }: ComingSoonPageProps) {
  const { t } = useTranslation('app');
  const goBack = useGoBack();
  return (
    <>
      <NavBar title={title} onBack={showBack ? goBack : undefined} backLabel={t('shell.back')} />
      <StateBlock
        kind="empty"
        title={t('shell.comingSoon.title')}
        description={t('shell.comingSoon.description')}
      />
    </>
  );
}
