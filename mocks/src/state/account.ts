/** Account: the merchant, sessions, applications, feedback, uploads, languages, about. */
import type { About, AboutType, Language, Merchant } from '../types.ts';
import { db } from './store.ts';

/** Where a shop application is: in review (0) or rejected (-2), as the third-party exchange says. */
export type ReviewStatus = 0 | -2;

export interface Registration {
  mer_name: string;
  mer_phone: string;
  mer_email: string;
  /** The third-party identity (`data` of tkregister); '' for a plain registration. */
  third: string;
  status: ReviewStatus;
  createtime: string;
}

/** A file uploaded to the platform, served at its `fullurl`. */
export interface UploadedFile {
  fullurl: string;
  type: string;
  bytes: Uint8Array;
}

export interface Feedback {
  id: number;
  content: string;
  images: string[];
  anonymous: boolean;
  createtime: string;
}

export interface AccountState {
  merchant: Merchant;
  tokens: Set<string>;
  registrations: Registration[];
  feedback: Feedback[];
  /** Uploaded file's relative `url` -> the file and its `fullurl`. */
  uploads: Map<string, UploadedFile>;
  languages: Language[];
  /** The about-us text, the platform introduction and the privacy policy. */
  about: Record<AboutType, About>;
  /** Session token -> when (ms) its last verify_pay passed: the pass for one paid action. */
  payChecks: Map<string, number>;
}

/** An upload's relative `url` -> its `fullurl`; anything else (a `fullurl` already) as it is. */
export function displayable(url: string): string {
  return db().uploads.get(url)?.fullurl ?? url;
}
