import { useMerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/requestState';
import { toServiceLink, type ServiceLink } from './serviceLink';

/** /service: the platform's live-chat link (`custom_service` of the merchant profile). */
export function useService(): RequestState<ServiceLink> {
  const profile = useMerchantProfile();
  if (profile.status !== 'ready') return profile;
  return { ...profile, data: toServiceLink(profile.data.serviceUrl) };
}
