import type { components } from '@merchant/api';
import { readRecord, readText } from '../../../data/kit/read';
import type { UploadedImage } from '../../../primitives/ImageUploader';

type WireStoreSettings = components['schemas']['StoreSettings'];

/** The social networks a shop can link, in the order the page lists them. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  'tiktok',
  'whatsapp',
] as const;

/** One social network. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The shop's links by network ('' when none). */
export type SocialLinks = Record<SocialNetwork, string>;

/** The most home banners a shop shows (store_banner's image1..image3). */
export const MAX_BANNERS = 3;

/** What store_settings reads back: the banners in display order (empty slots left out), the links. */
export type StoreSettings = {
  banners: UploadedImage[];
  social: SocialLinks;
};

function readSlot(slot: unknown): UploadedImage | null {
  if (slot === null || typeof slot !== 'object') return null;
  const { url, fullurl } = slot as { url?: unknown; fullurl?: unknown };
  const posted = readText(url);
  const shown = readText(fullurl) || posted;
  return posted === '' ? null : { url: posted, fullurl: shown };
}

/** Parses store_settings' data; a missing record is a malformed answer. */
export function parseStoreSettings(data: WireStoreSettings): StoreSettings {
  const settings = readRecord(data);
  const banners = readRecord(settings.banners);
  const social = readRecord(settings.social);
  return {
    banners: [banners.image1, banners.image2, banners.image3]
      .map(readSlot)
      .filter((slot): slot is UploadedImage => slot !== null),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, readText(social[network]).trim()]),
    ) as SocialLinks,
  };
}

/** How many links are set. */
export function countLinks(social: SocialLinks): number {
  return SOCIAL_NETWORKS.filter((network) => social[network] !== '').length;
}
