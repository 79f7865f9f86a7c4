import type { RasterType } from './imageCheck';

/** Photos at most this long on their longer side after compression. */
export const COMPRESS_MAX_SIDE = 1600;
/** Photos above this size are compressed before upload. */
export const COMPRESS_ABOVE_BYTES = 500 * 1024;

/**
 * Shrinks a phone photo (often 3-8 MB) to about 0.5 MB and 1600 px before it crosses a slow
 * network. The library is loaded only when a big photo is chosen, and runs in a worker from our
 * own copy of it (its default would fetch a script from a CDN). Any failure sends the original.
 */
export async function compressImage(file: File, type: RasterType): Promise<File> {
  // A GIF would lose its animation: it is sent as it is.
  if (file.size <= COMPRESS_ABOVE_BYTES || type === 'image/gif') return file;
  // The bytes decide the format: a photo whose name or type lies is read as what it is.
  const typed = file.type === type ? file : new File([file], file.name, { type });
  try {
    const [{ default: imageCompression }, { default: libURL }] = await Promise.all([
      import('browser-image-compression'),
      import('browser-image-compression/dist/browser-image-compression.js?url'),
    ]);
    const compressed = await imageCompression(typed, {
      maxSizeMB: COMPRESS_ABOVE_BYTES / 1024 / 1024,
      maxWidthOrHeight: COMPRESS_MAX_SIDE,
      initialQuality: 0.82,
      useWebWorker: true,
      libURL: new URL(libURL, window.location.href).href,
    });
    if (compressed.size >= file.size) return typed;
    return new File([compressed], file.name, {
      type: compressed.type,
      lastModified: file.lastModified,
    });
  } catch {
    return typed;
  }
}
