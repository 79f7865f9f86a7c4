import { describe, expect, it, vi } from 'vitest';
import { prepareImage, rasterTypeOf, sniffRasterType } from './imageCheck';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF\0\x01');
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('rasterTypeOf', () => {
  it('names JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(rasterTypeOf(JPEG)).toBe('image/jpeg');
    expect(rasterTypeOf(PNG)).toBe('image/png');
    expect(rasterTypeOf(GIF)).toBe('image/gif');
    expect(rasterTypeOf(bytes('GIF87a', [0, 0, 0, 0, 0, 0]))).toBe('image/gif');
    expect(rasterTypeOf(WEBP)).toBe('image/webp');
  });

  it('refuses SVG, other RIFF files, truncated signatures and empty files', () => {
    expect(rasterTypeOf(SVG)).toBeNull();
    expect(rasterTypeOf(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(rasterTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(rasterTypeOf(PNG.slice(0, 7))).toBeNull();
    expect(rasterTypeOf(bytes('%PDF-1.7   '))).toBeNull();
    expect(rasterTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('sniffRasterType', () => {
  it('reads the bytes, not the name or the type', async () => {
    const svgAsPng = new File([SVG], 'logo.png', { type: 'image/png' });
    expect(await sniffRasterType(svgAsPng)).toBeNull();
    const pngWithoutType = new File([PNG], 'IMG_0001', { type: '' });
    expect(await sniffRasterType(pngWithoutType)).toBe('image/png');
  });
});

describe('prepareImage', () => {
  const MB = 1024 * 1024;
  const sized = (head: Uint8Array, size: number, name = 'photo.jpg') => {
    const body = new Uint8Array(size);
    body.set(head);
    return new File([body], name, { type: 'image/jpeg' });
  };

  it('takes a 20 MB photo that compresses below the limit', async () => {
    const small = sized(JPEG, MB / 2);
    const compress = vi.fn(async () => small);
    const result = await prepareImage(sized(JPEG, 20 * MB), 10 * MB, compress);
    expect(result).toEqual({ ok: true, file: small });
    expect(compress).toHaveBeenCalledWith(expect.any(File), 'image/jpeg');
  });

  it('refuses what is still over the limit after compression', async () => {
    const result = await prepareImage(sized(GIF, 11 * MB), 10 * MB, async (file) => file);
    expect(result).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('takes a file of exactly the limit', async () => {
    const result = await prepareImage(sized(PNG, 10 * MB), 10 * MB, async (file) => file);
    expect(result.ok).toBe(true);
  });

  it('refuses an SVG renamed .png without compressing it', async () => {
    const compress = vi.fn(async (file: File) => file);
    const svg = new File([SVG], 'logo.png', { type: 'image/png' });
    expect(await prepareImage(svg, 10 * MB, compress)).toEqual({ ok: false, reason: 'notImage' });
    expect(compress).not.toHaveBeenCalled();
  });
});
