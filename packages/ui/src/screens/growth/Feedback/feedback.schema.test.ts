import { describe, expect, it } from 'vitest';
import { feedbackSchema } from './feedback.schema';

const image = { url: '/uploads/1.png', fullurl: 'https://cdn.example.com/uploads/1.png' };

describe('feedbackSchema', () => {
  it('accepts content with up to three images, trimmed', () => {
    const result = feedbackSchema.safeParse({
      content: '  Please add a dark theme. ',
      images: [image, image, image],
      anonymous: true,
    });
    expect(result.success && result.data.content).toBe('Please add a dark theme.');
  });

  it('requires content (blank counts as none)', () => {
    const result = feedbackSchema.safeParse({ content: '   ', images: [], anonymous: false });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['content'],
      message: 'growth:validation.contentRequired',
    });
  });

  it('refuses more than 500 characters (counting characters, not bytes)', () => {
    expect(
      feedbackSchema.safeParse({ content: '字'.repeat(500), images: [], anonymous: false }).success,
    ).toBe(true);
    const result = feedbackSchema.safeParse({
      content: '字'.repeat(501),
      images: [],
      anonymous: false,
    });
    expect(result.error?.issues[0]?.message).toBe('growth:validation.contentTooLong');
  });

  it('refuses a fourth image', () => {
    expect(
      feedbackSchema.safeParse({
        content: 'x',
        images: [image, image, image, image],
        anonymous: false,
      }).success,
    ).toBe(false);
  });
});
