/**
 * What the platform's live-chat link allows: an https page shown in the app, nothing when the
 * platform gives no link, and a refusal for anything else (http, javascript:, garbage), told as
 * "non-https protocol does not support this operation".
 */
export type ServiceLink = { kind: 'chat'; url: string } | { kind: 'none' } | { kind: 'insecure' };

/** Reads a chat address (getChat's `url`, or the profile's `custom_service` as a fallback). */
export function toServiceLink(raw: string): ServiceLink {
  const value = raw.trim();
  if (value === '') return { kind: 'none' };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== ''
      ? { kind: 'chat', url: url.href }
      : { kind: 'insecure' };
  } catch {
    return { kind: 'insecure' };
  }
}
