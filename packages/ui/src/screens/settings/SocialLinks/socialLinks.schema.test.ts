import { describe, expect, it } from 'vitest';
import { normalizeLink, socialLinksSchema, type SocialLinksValues } from './socialLinks.schema';

const empty: SocialLinksValues = {
  facebook: '',
  instagram: '',
  youtube: '',
  twitter: '',
  tiktok: '',
  whatsapp: '',
};

const messages = (values: Partial<SocialLinksValues>) => {
  const result = socialLinksSchema.safeParse({ ...empty, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('socialLinksSchema', () => {
  it('accepts empty links and complete https addresses', () => {
    expect(messages({})).toEqual([]);
    expect(
      messages({
        facebook: 'https://facebook.com/demoshop',
        whatsapp: '  https://wa.me/6580000000  ',
        tiktok: 'HTTPS://tiktok.com/@demoshop',
      }),
    ).toEqual([]);
  });

  it('refuses every other protocol with the spec message, before any request', () => {
    for (const value of [
      'http://facebook.com/demoshop',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'ftp://files.example',
      'facebook.com/demoshop',
      'data:text/html,hi',
    ]) {
      expect(messages({ instagram: value })).toEqual(['settings:validation.httpsOnly']);
    }
  });

  it('refuses an https address that is not complete', () => {
    for (const value of ['https://', 'https:// facebook.com', 'https://face book.com/x']) {
      expect(messages({ youtube: value })).toEqual(['settings:validation.linkInvalid']);
    }
  });

  it('lowercases only the scheme', () => {
    expect(normalizeLink(' HTTPS://Example.com/Shop ')).toBe('https://Example.com/Shop');
  });
});
