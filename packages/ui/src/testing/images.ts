// A 1x1 PNG: small enough to upload as it is.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A small PNG photo, as a phone would pick it. */
export function pngPhoto(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** An SVG drawing renamed `.png` and typed `image/png`: its first bytes say what it is. */
export function svgRenamedPng(name = 'logo.png'): File {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
  return new File([svg], name, { type: 'image/png' });
}
