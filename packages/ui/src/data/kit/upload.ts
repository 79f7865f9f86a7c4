import { ApiError } from '@merchant/api';
import { sendUpload } from './client';

/** What the upload call returns: what forms post (`url`) and the address screens show. */
export type UploadedImage = { url: string; fullurl: string };

/** Sends a file, reports progress from 0 to 100, and stops (rejecting) when `signal` aborts. */
export type UploadImage = (
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) => Promise<UploadedImage>;

/** The fields of an upload's `data` this app reads, or null when they are missing. */
function readUploaded(envelope: unknown): { fullurl: string } | null {
  const data = (envelope as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return null;
  const { url, fullurl } = data as { url?: unknown; fullurl?: unknown };
  return typeof url === 'string' && typeof fullurl === 'string' ? { fullurl } : null;
}

/**
 * Sends one image to POST /merchant/common/upload (multipart `file`), reporting the bytes sent
 * and stopping when `signal` aborts. Every image upload of the app goes through it;
 * `ImageUploader` checks and compresses the photo before. The platform answers `{url, fullurl}`
 * and takes the `fullurl` back in its forms (its public client posts the shop logo, banners and
 * ID photos by their `fullurl`, never the relative `url`): so the image this resolves has the
 * `fullurl` as what forms post (`url`) and as what screens show (`fullurl`). A refusal rejects
 * with the server's message (`ApiError` kind business).
 */
export const uploadImage: UploadImage = async (file, onProgress, signal) => {
  onProgress(0);
  const form = new FormData();
  form.append('file', file, file.name);
  const uploaded = readUploaded(
    await sendUpload('/merchant/common/upload', form, { onProgress, signal }),
  );
  if (!uploaded) throw new ApiError('malformed');
  onProgress(100);
  return { url: uploaded.fullurl, fullurl: uploaded.fullurl };
};
