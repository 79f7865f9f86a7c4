import { describe, expect, it } from 'vitest';
import { toServiceLink } from './serviceLink';

describe('toServiceLink', () => {
  it('opens an https link', () => {
    expect(toServiceLink(' https://service.example.com/chat/demo ')).toEqual({
      kind: 'chat',
      url: 'https://service.example.com/chat/demo',
    });
  });

  it('has nothing to open without a link', () => {
    expect(toServiceLink('')).toEqual({ kind: 'none' });
    expect(toServiceLink('   ')).toEqual({ kind: 'none' });
  });

  it('refuses every other protocol and anything that is not a link', () => {
    for (const raw of [
      'http://service.example.com/chat',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//service.example.com/chat',
      'service.example.com/chat',
    ]) {
      expect(toServiceLink(raw)).toEqual({ kind: 'insecure' });
    }
  });
});
