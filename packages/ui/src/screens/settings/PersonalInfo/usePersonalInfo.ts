import { useMerchantProfile, type MerchantProfile } from '../../../data/queries/merchantProfile';
import type { RequestState } from '../../../data/kit/requestState';

/** Which ID photo it is: registration sends the ID card's front and back, in that order. */
export type IdDocumentKind = 'front' | 'back';

/** One ID document photo. */
export type IdDocument = { kind: IdDocumentKind; src: string };

/** The merchant's own data, read-only. */
export type PersonalInfo = {
  realName: string;
  country: string;
  phone: string;
  email: string;
  level: number | null;
  documents: IdDocument[];
};

const KINDS: IdDocumentKind[] = ['front', 'back'];

/**
 * The profile's personal part: the ID card's photos in registration order (front, back); any
 * further image is no ID photo the registration sends, so it is not labelled as one.
 */
export function toPersonalInfo(profile: MerchantProfile): PersonalInfo {
  const documents: IdDocument[] = [];
  profile.idImages.slice(0, KINDS.length).forEach((src, index) => {
    const kind = KINDS[index];
    if (kind) documents.push({ kind, src });
  });
  return {
    realName: profile.realName,
    country: profile.country,
    phone: profile.phone,
    email: profile.email,
    level: profile.level,
    documents,
  };
}

/** /personalInfo: the merchant's data from getMerInfo (the shared profile query). */
export function usePersonalInfo(): RequestState<PersonalInfo> {
  const profile = useMerchantProfile();
  return profile.status === 'ready' ? { ...profile, data: toPersonalInfo(profile.data) } : profile;
}
