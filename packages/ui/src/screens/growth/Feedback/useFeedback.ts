import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../data/kit/action';
import { $api } from '../../../data/kit/api';
import { uploadImage } from '../../../data/kit/upload';
import type { UploadImage } from '../../../primitives/ImageUploader';
import type { FeedbackValues } from './feedback.schema';

/** What /feedback needs. */
export type FeedbackModel = {
  /** Sends a screenshot (compressed by the uploader), with progress. */
  upload: UploadImage;
  /** Sends the checked feedback; resolves true once the platform took it. */
  send: (values: FeedbackValues) => Promise<boolean>;
  /** True while sending: the button is busy. */
  sending: boolean;
  /** True once the feedback was taken: the page thanks the merchant instead of the form. */
  sent: boolean;
  /** Starts another feedback after one was sent. */
  writeAnother: () => void;
  /**
   * True once the platform answered that it does not offer feedbackSave (its public client never
   * calls it): sending again cannot help, so the page says so and keeps what was typed.
   */
  notOffered: boolean;
};

/**
 * /feedback: POST feedbackSave with the content, the screenshots' `url`s and the anonymous flag.
 * A failure is toasted and the form keeps what was typed and uploaded.
 */
export function useFeedback(): FeedbackModel {
  const { t } = useTranslation('growth');
  const save = $api.useMutation('post', '/merchant/merchant/feedbackSave');
  const [sent, setSent] = useState(false);
  const action = useAction(
    (values: FeedbackValues) =>
      save.mutateAsync({
        body: {
          content: values.content,
          images: values.images.map((image) => image.url),
          anonymous: values.anonymous ? 1 : 0,
        },
      }),
    {
      successText: t('feedback.done'),
      onSuccess: () => setSent(true),
    },
  );
  return {
    upload: uploadImage,
    send: action.run,
    sending: action.busy,
    sent,
    writeAnother: () => setSent(false),
    notOffered: action.failure?.kind === 'notOffered',
  };
}
