/**
 * Blockchain addresses checked per network, synchronously, before anything is sent or shown:
 * - Tron (TRC20): 34 base58 characters that decode to 25 bytes, version byte 0x41 (so the text
 *   starts with T), and the last 4 bytes equal to the first 4 of the double SHA-256 of the rest.
 * - EVM (ERC20, BEP20): '0x' and 40 hexadecimal digits. Digits all in one case carry no checksum
 *   and are taken as typed; mixed case is an EIP-55 checksum and must match the Keccak-256 of the
 *   lowercase digits exactly.
 * Only the withdrawal form and the deposit page import this module, so its hashes stay out of
 * every first page.
 */

/** The address rules of a network: Tron's, the EVM chains', or unknown (not checked). */
export type AddressFamily = 'tron' | 'evm';

/** Why an address is refused: empty, the other family's shape or no address at all, a failed checksum. */
export type AddressProblem = 'empty' | 'notTron' | 'notEvm' | 'checksum';

/** The rules a network's addresses follow (`USDT-TRC20`, `TRC20`, `ERC20`, `BEP20`, `BSC`...), or null. */
export function addressFamily(network: string): AddressFamily | null {
  const name = network.trim().toUpperCase();
  if (/^(USDT-)?TRC-?20$/.test(name)) return 'tron';
  if (/^(USDT-)?(ERC-?20|BEP-?20|BSC)$/.test(name)) return 'evm';
  return null;
}

/**
 * Why `address` is refused on `network`, or null when it passes. A network whose rules are not
 * known only needs a non-empty address.
 */
export function checkPayoutAddress(address: string, network: string): AddressProblem | null {
  const text = address.trim();
  if (text === '') return 'empty';
  const family = addressFamily(network);
  if (family === 'tron') return checkTron(text);
  if (family === 'evm') return checkEvm(text);
  return null;
}

/** Splits an address into groups of `size` characters for reading (nothing is dropped). */
export function groupAddress(address: string, size = 4): string[] {
  const text = address.trim();
  const groups: string[] = [];
  for (let at = 0; at < text.length; at += size) groups.push(text.slice(at, at + size));
  return groups;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;

function checkTron(text: string): AddressProblem | null {
  if (!TRON_SHAPE.test(text)) return 'notTron';
  const bytes = base58Decode(text);
  if (bytes.length !== 25 || bytes[0] !== 0x41) return 'notTron';
  const payload = bytes.slice(0, 21);
  const check = sha256(sha256(payload));
  for (let i = 0; i < 4; i += 1) if (bytes[21 + i] !== check[i]) return 'checksum';
  return null;
}

function checkEvm(text: string): AddressProblem | null {
  if (!EVM_SHAPE.test(text)) return 'notEvm';
  const digits = text.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return null;
  return toChecksumAddress(text) === text ? null : 'checksum';
}

/** The EIP-55 form of a '0x' + 40 hex address: each letter upper case where the hash nibble is 8 or more. */
export function toChecksumAddress(address: string): string {
  const digits = address.slice(2).toLowerCase();
  const hash = keccak256(new TextEncoder().encode(digits));
  let out = '0x';
  [...digits].forEach((digit, i) => {
    const nibble = (at(hash, i >> 1) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? digit.toUpperCase() : digit;
  });
  return out;
}

// Reads an index the loops keep in range (the compiler cannot see it).
const at = <T>(list: ArrayLike<T>, index: number): T => list[index] as T;

/** The bytes of a base58 text (leading '1's are leading zero bytes); the alphabet is checked before. */
function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char));
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

const SHA256_K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of a short message (FIPS 180-4). */
export function sha256(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 4, message.length * 8);
  const h = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ];
  const w = new Uint32Array(64);
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const w15 = at(w, i - 15);
      const w2 = at(w, i - 2);
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = at(w, i - 16) + s0 + at(w, i - 7) + s1;
    }
    let [a, b, c, d, e, f, g, k] = h as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i += 1) {
      const sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const t1 = (k + sum1 + ((e & f) ^ (~e & g)) + at(SHA256_K, i) + at(w, i)) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [k, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, k].forEach((value, i) => {
      h[i] = (at(h, i) + value) | 0;
    });
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((value, i) => outView.setUint32(i * 4, value >>> 0));
  return out;
}

const MASK64 = (1n << 64n) - 1n;
const rotl64 = (x: bigint, n: number) =>
  n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK64;

// Rotation offsets of Keccak's rho step, by lane x + 5y.
const RHO = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

// Round constants of Keccak's iota step, from its 8-bit LFSR (x^8 + x^6 + x^5 + x^4 + 1).
const IOTA: bigint[] = (() => {
  const constants: bigint[] = [];
  let r = 1;
  const step = () => {
    const bit = r & 1;
    r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
    return bit;
  };
  for (let round = 0; round < 24; round += 1) {
    let constant = 0n;
    for (let j = 0; j < 7; j += 1) if (step()) constant |= 1n << BigInt((1 << j) - 1);
    constants.push(constant);
  }
  return constants;
})();

function keccakF(state: bigint[]): void {
  const lane = (x: number, y: number) => at(state, (x % 5) + 5 * (y % 5));
  for (let round = 0; round < 24; round += 1) {
    const c = [0, 1, 2, 3, 4].map(
      (x) => lane(x, 0) ^ lane(x, 1) ^ lane(x, 2) ^ lane(x, 3) ^ lane(x, 4),
    );
    for (let x = 0; x < 5; x += 1) {
      const d = at(c, (x + 4) % 5) ^ rotl64(at(c, (x + 1) % 5), 1);
      for (let y = 0; y < 5; y += 1) state[x + 5 * y] = lane(x, y) ^ d;
    }
    const b = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(lane(x, y), at(RHO, x + 5 * y));
      }
    }
    const bl = (x: number, y: number) => at(b, (x % 5) + 5 * y);
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        state[x + 5 * y] = bl(x, y) ^ (~bl(x + 1, y) & MASK64 & bl(x + 2, y));
      }
    }
    state[0] = lane(0, 0) ^ at(IOTA, round);
  }
}

/**
 * Keccak-256 as Ethereum uses it (padding 0x01, not SHA3-256's 0x06); `suffix` 0x06 gives
 * SHA3-256, which the tests compare with Node's.
 */
export function keccak256(message: Uint8Array, suffix = 0x01): Uint8Array {
  const rate = 136;
  const length = Math.floor(message.length / rate) * rate + rate;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = at(padded, message.length) ^ suffix;
  padded[length - 1] = at(padded, length - 1) ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < length; block += rate) {
    for (let index = 0; index < rate / 8; index += 1) {
      let value = 0n;
      for (let i = 7; i >= 0; i -= 1) {
        value = (value << 8n) | BigInt(at(padded, block + index * 8 + i));
      }
      state[index] = at(state, index) ^ value;
    }
    keccakF(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) {
    out[i] = Number((at(state, i >> 3) >> BigInt(8 * (i % 8))) & 0xffn);
  }
  return out;
}
