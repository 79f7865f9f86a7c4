/** Account, uploads: an image in, `{url, fullurl}` out (`fullurl` a data URI of the file). */
import { db, nextId } from '../../state/store.ts';
import { ok, operation, refuse } from '../common.ts';

const MAX_INLINE_UPLOAD = 2 * 1024 * 1024;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export const uploadHandlers = [
  // The contract lists upload as secured, but registration (public) uploads the logo and ID
  // photos before any login: the fake platform accepts anonymous uploads.
  operation(
    { operationId: 'uploadFile', method: 'post', path: '/merchant/common/upload', secured: false },
    async ({ input }) => {
      const file = input.file;
      if (!(file instanceof Blob) || file.size === 0) return refuse('Please choose a file');
      const state = db();
      const n = nextId('upload');
      const name = file instanceof File ? file.name : '';
      const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? 'png';
      const type =
        file.type || (ext === 'svg' ? 'image/svg+xml' : `image/${ext === 'jpg' ? 'jpeg' : ext}`);
      const url = `/uploads/${n}.${ext}`;
      const fullurl =
        file.size <= MAX_INLINE_UPLOAD
          ? `data:${type};base64,${toBase64(new Uint8Array(await file.arrayBuffer()))}`
          : url;
      state.uploads.set(url, fullurl);
      return ok({ url, fullurl }, 'Uploaded');
    },
  ),
];
