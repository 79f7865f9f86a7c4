import { PATHS } from '../../../data/paths';
import { useGoBack } from '../../../shell/useGoBack';
import { ServiceView } from './ServiceView';
import { useService } from './useService';

/** /service: the platform's live customer-service chat. */
export function ServiceScreen() {
  return <ServiceView link={useService()} onBack={useGoBack(PATHS.my)} />;
}
