/**
 * A picture's address from the server, or null when it is not one a picture can have: an
 * http(s) address, a path on the platform, a `data:image/` picture or a `blob:` (a file picked
 * on this phone). Anything else (a `javascript:` address in server text) never reaches an
 * `<img>`; the caller then shows its placeholder. The scheme is read as the browser reads it
 * (tabs, new lines and leading control characters do not hide it).
 */
export function imageSrc(src: string | null | undefined): string | null {
  if (!src?.trim()) return null;
  let url: URL;
  try {
    url = new URL(src, 'https://platform.invalid/');
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'blob:') return src;
  return url.protocol === 'data:' && /^data:image\//i.test(url.href) ? src : null;
}
