/** A file the screen saved through `data/kit/download` (`saveFile`): its name and its content. */
export type SavedFile = { name: string; blob: Blob };

const saved: SavedFile[] = [];

/** The files saved since `stubDownloads()`, in order. */
export const savedFiles = (): readonly SavedFile[] => saved;

/**
 * Catches the files a story's screen saves (`<a download>` over an object URL) instead of letting
 * the browser download them: return it from the story's `beforeEach` (it gives back the cleanup),
 * then assert on `savedFiles()` (names, and the content with `blob.text()`).
 */
export function stubDownloads(): () => void {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  const { click } = HTMLElement.prototype;
  let next = 0;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    next += 1;
    const url = `blob:story-download/${next}`;
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  HTMLAnchorElement.prototype.click = function clickDownload(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ name: this.download, blob });
    else click.call(this);
  };
  return () => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    Reflect.deleteProperty(HTMLAnchorElement.prototype, 'click');
  };
}
