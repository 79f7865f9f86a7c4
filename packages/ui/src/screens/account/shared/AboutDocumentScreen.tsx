import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { AboutDocumentView } from './AboutDocumentView';
import { useAboutText } from './useAboutText';

const TITLES = { details: 'route.aboutUsDetails', privacy: 'route.privacyAgreement' } as const;

/** One of the platform's texts under /aboutUs (about/get `type=details` or `type=privacy`). */
export function AboutDocumentScreen({ kind }: { kind: keyof typeof TITLES }) {
  const { t } = useTranslation('app');
  return (
    <AboutDocumentView
      title={t(TITLES[kind])}
      text={useAboutText(kind)}
      onBack={useGoBack(PATHS.aboutUs)}
    />
  );
}
