import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { AboutDocumentView } from '../shared/AboutDocumentView';
import { useAboutText } from '../shared/useAboutText';

/** /privacyAgreement: the privacy policy (about/get `type=privacy`). */
export function PrivacyScreen() {
  const { t } = useTranslation('app');
  return (
    <AboutDocumentView
      title={t('route.privacyAgreement')}
      text={useAboutText('privacy')}
      onBack={useGoBack(PATHS.aboutUs)}
    />
  );
}
