import { ApiError } from '@merchant/api';
import { apiClient } from './api';
import type { UploadImage } from '../primitives/ImageUploader';

/**
 * Sends one image to POST /merchant/common/upload (multipart `file`). Every image upload of the
 * app goes through it; `ImageUploader` compresses the photo before. The platform answers
 * `{url, fullurl}` and takes the `fullurl` back in its forms (its public client posts the shop
 * logo, banners and ID photos by their `fullurl`, never the relative `url`): so the image this
 * resolves has the `fullurl` as what forms post (`url`) and as what screens show (`fullurl`).
 */
export const uploadImage: UploadImage = async (file, onProgress) => {
  onProgress(0);
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.POST('/merchant/common/upload', {
    // The contract types the binary part as a string; the serializer sends the File itself.
    body: { file: file.name },
    bodySerializer: () => form,
  });
  const uploaded = data?.data;
  if (!uploaded || typeof uploaded.url !== 'string' || typeof uploaded.fullurl !== 'string') {
    throw new ApiError('malformed');
  }
  onProgress(100);
  return { url: uploaded.fullurl, fullurl: uploaded.fullurl };
};
