/** Account: the merchant, sessions, applications, feedback, uploads, languages, about. */
import { db } from './store.ts';

/** An upload's relative `url` -> its `fullurl`; anything else (a `fullurl` already) as it is. */
export function displayable(url: string): string {
  return db().uploads.get(url)?.fullurl ?? url;
}
