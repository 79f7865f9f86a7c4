import { crc32, deflateSync } from 'node:zlib';

/** The app's colour (the theme's accent, as the page's theme-color meta says). */
export const ICON_COLOUR = '#0f766e';

/** The icon sizes phones ask for (Android home screen, splash screen; iOS touch icon). */
export const ICON_SIZES = [192, 512] as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image of `size` x `size` as a PNG file. */
function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter choice, no interlace
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0;
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether (x, y), in units of the 32 x 32 drawing, is on the shopping bag (the favicon's). */
function onBag(x: number, y: number): boolean {
  // The bag: from (8, 12)-(24, 12) down to (10, 24)-(22, 24).
  if (y >= 12 && y <= 24) {
    const inset = ((y - 12) / 12) * 2;
    if (x >= 8 + inset && x <= 24 - inset) return true;
  }
  // Its handle: a ring of radius 3.5 to 5 above the bag's mouth, centred on (16, 12).
  const distance = Math.hypot(x - 16, y - 12);
  return y <= 12 && distance >= 3.25 && distance <= 4.75;
}

/** Whether (x, y) of a 32-unit square is inside its rounded corners (radius `r`). */
function inRoundedSquare(x: number, y: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

/**
 * The app's icon as a PNG: a white shopping bag on the app's colour. `maskable` fills the whole
 * square (the phone cuts its own shape) and keeps the bag inside the central safe zone.
 */
export function iconPng(size: number, maskable = false): Buffer {
  const channel = (at: number) => Number.parseInt(ICON_COLOUR.slice(at, at + 2), 16);
  const [red, green, blue] = [channel(1), channel(3), channel(5)];
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  // The maskable icon's bag at 70 % around the centre, well inside the safe zone's circle.
  const scale = maskable ? 0.7 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let bag = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (!maskable && !inRoundedSquare(x, y, 7)) continue;
          background += 1;
          if (onBag(16 + (x - 16) / scale, 18 + (y - 18) / scale)) bag += 1;
        }
      }
      const total = samples * samples;
      const white = bag / Math.max(background, 1);
      const at = (py * size + px) * 4;
      rgba[at] = Math.round(red + (255 - red) * white);
      rgba[at + 1] = Math.round(green + (255 - green) * white);
      rgba[at + 2] = Math.round(blue + (255 - blue) * white);
      rgba[at + 3] = Math.round((background / total) * 255);
    }
  }
  return encodePng(size, rgba);
}
