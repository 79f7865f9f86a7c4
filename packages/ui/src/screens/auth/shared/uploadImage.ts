import { ApiError } from '@merchant/api';
import { apiClient } from '../../../data/api';
import type { UploadImage } from '../../../primitives/ImageUploader';

/** Sends one image to POST /merchant/common/upload (multipart `file`); resolves `{url, fullurl}`. */
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
  if (!uploaded) throw new ApiError('malformed');
  onProgress(100);
  return uploaded;
};
