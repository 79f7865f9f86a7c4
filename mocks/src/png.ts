/**
 * A tiny PNG encoder (8-bit greyscale, uncompressed deflate blocks), enough to hand the
 * client a real PNG file for the bank-card QR download without any dependency.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream made of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const max = 65535;
  for (let offset = 0; offset < raw.length || offset === 0; offset += max) {
    const block = raw.subarray(offset, Math.min(offset + max, raw.length));
    const last = offset + max >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8);
    out.push(~block.length & 0xff, (~block.length >>> 8) & 0xff);
    out.push(...block);
    if (raw.length === 0) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/** Encodes a black-and-white grid (true = black), each cell `scale` pixels, with a quiet zone. */
export function encodePng(grid: boolean[][], scale = 4, quiet = 2): Uint8Array {
  const cells = grid.length + quiet * 2;
  const size = cells * scale;
  const raw = new Uint8Array(size * (size + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x += 1) {
      const cy = Math.floor(y / scale) - quiet;
      const cx = Math.floor(x / scale) - quiet;
      const black = grid[cy]?.[cx] === true;
      raw[row + 1 + x] = black ? 0 : 255;
    }
  }
  const header = new Uint8Array([...u32(size), ...u32(size), 8, 0, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A deterministic QR-looking PNG for a seed text (not a scannable code). */
export function qrPng(seed: string): Uint8Array {
  const size = 21;
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const grid: boolean[][] = [];
  for (let y = 0; y < size; y += 1) {
    const row: boolean[] = [];
    for (let x = 0; x < size; x += 1) {
      const fx = x < 7 ? x : x > 13 ? x - 14 : -1;
      const fy = y < 7 ? y : y > 13 ? y - 14 : -1;
      const inFinder = fx >= 0 && fy >= 0 && !(x > 13 && y > 13);
      if (inFinder) {
        const ring = Math.min(fx, fy, 6 - fx, 6 - fy);
        row.push(ring !== 1);
      } else if ((x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12)) {
        row.push(false);
      } else {
        hash = Math.imul(hash ^ (x * 31 + y), 16777619) >>> 0;
        row.push(hash % 2 === 0);
      }
    }
    grid.push(row);
  }
  return encodePng(grid);
}
