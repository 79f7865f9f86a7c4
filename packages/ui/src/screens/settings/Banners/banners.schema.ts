import { z } from 'zod/mini';
import type { UploadedImage } from '../../../primitives/ImageUploader';
import { MAX_BANNERS } from '../shared/storeSettings';
import { stop } from '../shared/validation';

/** /uploadBanner: one to three banner images, in display order (the platform needs one). */
export const bannersSchema = z
  .array(z.custom<UploadedImage>((value) => typeof value === 'object' && value !== null))
  .check(
    z.minLength(1, stop('settings:validation.bannerRequired')),
    z.maxLength(MAX_BANNERS, stop('settings:validation.bannerTooMany')),
  );

/** The first validation message of a banner list (an i18n key), or null when it can be saved. */
export function bannerProblem(banners: UploadedImage[]) {
  const result = bannersSchema.safeParse(banners);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
