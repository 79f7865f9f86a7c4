/** The raster formats the platform takes, as the file's first bytes say. */
export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The raster format of a file's first bytes (at least 12 of them), or null for anything else:
 * an SVG, a PDF or a text file renamed `.png` or sent as `image/png` stays null.
 */
export function rasterTypeOf(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Reads the first bytes of a file and names its raster format, or null. */
export async function sniffRasterType(file: Blob): Promise<RasterType | null> {
  try {
    return rasterTypeOf(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return null;
  }
}

/** What is done with a chosen file: sent (compressed when worth it), or refused and why. */
export type PreparedImage =
  { ok: true; file: File } | { ok: false; reason: 'notImage' | 'tooLarge' };

/**
 * Checks a chosen file and makes it ready to send: a raster image by its first bytes, compressed,
 * then held to `maxBytes`. The limit applies to what is sent, so a big phone photo that compresses
 * below it is taken.
 */
export async function prepareImage(
  file: File,
  maxBytes: number,
  compress: (file: File, type: RasterType) => Promise<File>,
): Promise<PreparedImage> {
  const type = await sniffRasterType(file);
  if (!type) return { ok: false, reason: 'notImage' };
  const ready = await compress(file, type);
  if (ready.size > maxBytes) return { ok: false, reason: 'tooLarge' };
  return { ok: true, file: ready };
}
