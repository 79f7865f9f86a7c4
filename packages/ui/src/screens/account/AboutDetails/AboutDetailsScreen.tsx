import { AboutDocumentScreen } from '../shared/AboutDocumentScreen';

/** /aboutUsDetails: the platform introduction (about/get `type=details`). */
export function AboutDetailsScreen() {
  return <AboutDocumentScreen kind="details" />;
}
