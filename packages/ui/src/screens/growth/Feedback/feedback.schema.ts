import { z } from 'zod/mini';
import type { UploadedImage } from '../../../primitives/ImageUploader';
import type { GrowthMessage } from '../shared/validation';

/** The longest feedback (characters) and the most screenshots the platform takes. */
export const FEEDBACK_LIMITS = { content: 500, images: 3 } as const;

const isImage = (value: unknown): value is UploadedImage =>
  typeof value === 'object' && value !== null && 'url' in value && 'fullurl' in value;

/** /feedback: content required (at most 500 characters), up to 3 images, anonymous or not. */
export const feedbackSchema = z.object({
  content: z.string().check(
    z.trim(),
    z.minLength(1, {
      error: 'growth:validation.contentRequired' satisfies GrowthMessage,
      abort: true,
    }),
    z.maxLength(FEEDBACK_LIMITS.content, {
      error: 'growth:validation.contentTooLong' satisfies GrowthMessage,
    }),
  ),
  images: z.array(z.custom<UploadedImage>(isImage)).check(z.maxLength(FEEDBACK_LIMITS.images)),
  anonymous: z.boolean(),
});

/** What the feedback form holds. */
export type FeedbackValues = z.infer<typeof feedbackSchema>;
