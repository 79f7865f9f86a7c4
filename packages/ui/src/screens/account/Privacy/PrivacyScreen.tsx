import { AboutDocumentScreen } from '../shared/AboutDocumentScreen';

/** /privacyAgreement: the privacy policy (about/get `type=privacy`). */
export function PrivacyScreen() {
  return <AboutDocumentScreen kind="privacy" />;
}
