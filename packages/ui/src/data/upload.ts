import { ApiError } from '@merchant/api';
import { apiClient } from './api';
import type { UploadImage } from '../primitives/ImageUploader';

/**
 * Sends one image to POST /merchant/common/upload (multipart `file`); resolves `{url, fullurl}`
 * (forms post `url`, screens show `fullurl`). Every image upload of the app goes through it;
 * `ImageUploader` compresses the photo before.
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
  return uploaded;
};
