import type { components } from '@merchant/api';
import { readRecord, readText } from '../../../data/kit/read';

/** Which text about/get answers (its assumed `type` parameter). */
export type AboutKind = 'about' | 'details' | 'privacy';

/** One text of the platform: the about-us text, the platform introduction or the privacy policy. */
export type AboutText = {
  title: string;
  /** The server's HTML, unsanitised (shown through `SafeHtml` only). */
  html: string;
  /** The app version the platform announces ('' when it sent none). */
  serverVersion: string;
};

/** Parses about/get's data; a missing record is a malformed answer. */
export function parseAboutText(data: components['schemas']['About']): AboutText {
  const about = readRecord(data);
  return {
    title: readText(about.title).trim(),
    html: readText(about.content),
    serverVersion: readText(about.version).trim(),
  };
}
