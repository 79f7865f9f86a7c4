import { describe, expect, it } from 'vitest';
import { invitationLink } from './invitationLink';

describe('invitationLink', () => {
  it('is the registration page with the code on the given origin', () => {
    expect(invitationLink('https://shop.example', 'DEMO2026')).toBe(
      'https://shop.example/register?code=DEMO2026',
    );
    expect(invitationLink('http://127.0.0.1:6006/', ' A1 B2 ')).toBe(
      'http://127.0.0.1:6006/register?code=A1+B2',
    );
  });

  it('escapes the code', () => {
    expect(invitationLink('https://shop.example', 'a&b=c')).toBe(
      'https://shop.example/register?code=a%26b%3Dc',
    );
  });

  it('is null without a code', () => {
    expect(invitationLink('https://shop.example', '  ')).toBeNull();
  });
});
