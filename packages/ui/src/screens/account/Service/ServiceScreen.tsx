import { useSearchParams } from 'wouter';
import { PATHS } from '../../../data/address/paths';
import { safeReturnPath } from '../../../data/address/returnPath';
import { useGoBack } from '../../../shell/useGoBack';
import { ServiceView, type ServiceTopic } from './ServiceView';
import { useService } from './useService';

/**
 * /service: the platform's live customer-service chat. `?about=payPassword&redirect=` comes
 * from a payment whose password was forgotten: what to ask, and the way back to the payment.
 */
export function ServiceScreen() {
  const [params] = useSearchParams();
  const topic: ServiceTopic | null =
    params.get('about') === 'payPassword'
      ? { kind: 'payPassword', back: safeReturnPath(params.get('redirect')) }
      : null;
  return <ServiceView link={useService()} topic={topic} onBack={useGoBack(PATHS.my)} />;
}
