import { describe, expect, it } from 'vitest';
import { imageSrc } from './imageSrc';

describe('imageSrc', () => {
  it.each([
    'https://shop.example.org/uploads/goods/501.jpg',
    'http://shop.example.org/a.png',
    '//cdn.example.org/a.png',
    '/uploads/20240601/id-front.jpg',
    'uploads/a.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:http://127.0.0.1/0b6c1f2e',
  ])('keeps a picture address: %s', (src) => {
    expect(imageSrc(src)).toBe(src);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '',
    '   ',
    null,
    undefined,
  ])('refuses what is not a picture address: %j', (src) => {
    expect(imageSrc(src)).toBeNull();
  });
});
