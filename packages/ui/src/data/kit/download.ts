/**
 * Saves a file the app holds (a QR code the platform sent, a CSV built on the phone) to the
 * device: a Blob behind an object URL, clicked through an `<a download>`, then released. Works
 * in mobile Safari and Chrome without a new tab; the name carries the extension.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Safari starts the download after the click returns: release the URL a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
