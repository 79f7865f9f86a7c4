/**
 * Account, uploads: an image in, `{url, fullurl}` out. `fullurl` is the file's absolute address
 * on this platform (where the request came to), served from there as the real platform serves
 * its uploads: the forms post it back, and a comma can join two of them (the ID photos).
 */
import { HttpResponse, http } from 'msw';
import { db, nextId } from '../../state/store.ts';
import { BASE, ok, operation, refuse } from '../common.ts';

/** Where uploaded files are served. */
const UPLOADS = '/uploads/';

export const uploadHandlers = [
  // The contract lists upload as secured, but registration (public) uploads the logo and ID
  // photos before any login: the fake platform accepts anonymous uploads.
  operation(
    { operationId: 'uploadFile', method: 'post', path: '/merchant/common/upload', secured: false },
    async ({ input, request }) => {
      const file = input.file;
      if (!(file instanceof Blob) || file.size === 0) return refuse('Please choose a file');
      const n = nextId('upload');
      const name = file instanceof File ? file.name : '';
      const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? 'png';
      const type =
        file.type || (ext === 'svg' ? 'image/svg+xml' : `image/${ext === 'jpg' ? 'jpeg' : ext}`);
      const url = `${UPLOADS}${n}.${ext}`;
      const fullurl = new URL(url, request.url).href;
      db().uploads.set(url, { fullurl, type, bytes: new Uint8Array(await file.arrayBuffer()) });
      return ok({ url, fullurl }, 'Uploaded');
    },
  ),

  // Not an operation of the contract: the uploaded files themselves, at their `fullurl`.
  http.get(`${BASE}${UPLOADS}:name`, ({ params }) => {
    const file = db().uploads.get(`${UPLOADS}${String(params.name)}`);
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file.bytes.slice().buffer, {
      headers: { 'content-type': file.type, 'cache-control': 'public, max-age=31536000' },
    });
  }),
];
