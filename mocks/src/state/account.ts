/** Account: the merchant, sessions, applications, feedback, uploads, languages, about. */
import type { About, AboutType, Language, Merchant } from '../types.ts';
import { db } from './store.ts';

export interface Registration {
  mer_name: string;
  mer_phone: string;
  mer_email: string;
  createtime: string;
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
  /** Uploaded file url -> displayable url (data URI of what was uploaded). */
  uploads: Map<string, string>;
  languages: Language[];
  /** The about-us text, the platform introduction and the privacy policy. */
  about: Record<AboutType, About>;
  /** Session token -> when (ms) its last verify_pay passed: the pass for one paid action. */
  payChecks: Map<string, number>;
}

/** Uploaded `url` -> what screens can show (the data URI of the upload), else the value itself. */
export function displayable(url: string): string {
  return db().uploads.get(url) ?? url;
}
