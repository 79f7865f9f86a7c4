import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { AboutDocumentView } from '../shared/AboutDocumentView';
import { useAboutText } from '../shared/useAboutText';

/** /aboutUsDetails: the platform introduction (about/get `type=details`). */
export function AboutDetailsScreen() {
  const { t } = useTranslation('app');
  return (
    <AboutDocumentView
      title={t('route.aboutUsDetails')}
      text={useAboutText('details')}
      onBack={useGoBack(PATHS.aboutUs)}
    />
  );
}
