import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressFamily,
  checkPayoutAddress,
  groupAddress,
  keccak256,
  sha256,
  toChecksumAddress,
} from './payoutAddress';

// Public addresses of each network, checksums as published: USDT, USDC, WTRX and the burn
// address on Tron; USDT and USDC on Ethereum, USDT on BNB Smart Chain, and EIP-55's own examples.
const TRON = [
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
  'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR',
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
];
const EVM = [
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  '0x55d398326f99059fF775485246999027B3197955',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdefABCDEF';
// Characters a corruption may put in: the alphabets, look-alikes and separators.
const ANY = `${BASE58}0OIlxX -_.`;

/** One character of `text` replaced, deleted, inserted or two neighbours swapped. */
function corruption(text: string) {
  const at = fc.nat({ max: text.length - 1 });
  const char = fc.constantFrom(...ANY);
  return (
    fc
      .oneof(
        fc.tuple(at, char).map(([i, c]) => text.slice(0, i) + c + text.slice(i + 1)),
        at.map((i) => text.slice(0, i) + text.slice(i + 1)),
        fc
          .tuple(fc.nat({ max: text.length }), char)
          .map(([i, c]) => text.slice(0, i) + c + text.slice(i)),
        fc
          .nat({ max: text.length - 2 })
          .map((i) => text.slice(0, i) + text.charAt(i + 1) + text.charAt(i) + text.slice(i + 2)),
        at.map((i) => {
          const c = text.charAt(i);
          const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
          return text.slice(0, i) + flipped + text.slice(i + 1);
        }),
      )
      // Spaces around an address are trimmed: a corruption changes the address itself.
      .filter((changed) => changed.trim() !== text)
  );
}

/** True when the 40 digits of a '0x' address are all in one case (no checksum carried). */
const oneCase = (address: string) => {
  const digits = address.slice(2);
  return digits === digits.toLowerCase() || digits === digits.toUpperCase();
};

describe('hashes', () => {
  it('match Node for SHA-256 and SHA3-256 (same permutation as Keccak-256) over block edges', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const hex = (data: Uint8Array) => Buffer.from(data).toString('hex');
        expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
        expect(hex(keccak256(bytes, 0x06))).toBe(
          createHash('sha3-256').update(bytes).digest('hex'),
        );
      }),
    );
    expect(Buffer.from(keccak256(new Uint8Array())).toString('hex')).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });
});

describe('checkPayoutAddress', () => {
  it('names the rules of each network as the platform and its client name them', () => {
    expect(addressFamily('USDT-TRC20')).toBe('tron');
    expect(addressFamily('trc20')).toBe('tron');
    expect(addressFamily('USDT-ERC20')).toBe('evm');
    expect(addressFamily('BEP20')).toBe('evm');
    expect(addressFamily('BSC')).toBe('evm');
    expect(addressFamily('BTC')).toBeNull();
  });

  it('accepts the real addresses of each network and refuses them on the other', () => {
    for (const address of TRON) {
      expect(checkPayoutAddress(address, 'USDT-TRC20')).toBeNull();
      expect(checkPayoutAddress(` ${address} `, 'TRC20')).toBeNull();
      expect(checkPayoutAddress(address, 'USDT-ERC20')).toBe('notEvm');
      expect(checkPayoutAddress(address, 'USDT-BEP20')).toBe('notEvm');
    }
    for (const address of EVM) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      for (const form of [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
        expect(checkPayoutAddress(form, 'USDT-ERC20')).toBeNull();
        expect(checkPayoutAddress(form, 'BEP20')).toBeNull();
        expect(checkPayoutAddress(form, 'USDT-TRC20')).toBe('notTron');
      }
    }
    expect(checkPayoutAddress('  ', 'USDT-TRC20')).toBe('empty');
    expect(checkPayoutAddress('anything', 'BTC')).toBeNull();
  });

  it('refuses every one-character corruption of a Tron address', () => {
    for (const address of TRON) {
      fc.assert(
        fc.property(corruption(address), (changed) => {
          expect(checkPayoutAddress(changed, 'USDT-TRC20')).not.toBeNull();
        }),
        { numRuns: 500 },
      );
      // Every substitution, exhaustively: the 4-byte checksum catches each one.
      for (let i = 1; i < address.length; i += 1) {
        for (const c of BASE58) {
          const changed = address.slice(0, i) + c + address.slice(i + 1);
          if (changed !== address) expect(checkPayoutAddress(changed, 'TRC20')).not.toBeNull();
        }
      }
    }
  });

  // The rule: a corruption of a checksummed (mixed case) address is refused unless the result
  // carries no checksum (all 40 digits in one case: none of these samples gets there in one
  // character) or happens to be correctly checksummed itself. The checksum is one bit per letter,
  // so that chance is 2^-letters: nil for an address with many letters (every substitution of
  // those is refused), about 1 in 16 for BNB Smart Chain's USDT, which has 4.
  it('refuses every one-character corruption of a checksummed address', () => {
    for (const address of EVM) {
      const verdictOf = (changed: string) => checkPayoutAddress(changed, 'USDT-ERC20');
      const allowed = (changed: string) =>
        /^0x[0-9a-fA-F]{40}$/.test(changed.trim()) &&
        (oneCase(changed.trim()) || toChecksumAddress(changed.trim()) === changed.trim());
      fc.assert(
        fc.property(corruption(address), (changed) => {
          if (allowed(changed)) expect(verdictOf(changed)).toBeNull();
          else expect(verdictOf(changed)).not.toBeNull();
        }),
        { numRuns: 500 },
      );
      const letters = address.slice(2).replace(/[0-9]/g, '').length;
      for (let i = 2; i < address.length; i += 1) {
        for (const c of HEX) {
          const changed = address.slice(0, i) + c + address.slice(i + 1);
          if (changed === address) continue;
          if (letters >= 15) expect(verdictOf(changed)).toBe('checksum');
          else expect(verdictOf(changed)).toBe(allowed(changed) ? null : 'checksum');
        }
      }
    }
  });

  it('takes a one-case corruption of an address without checksum, and refuses any other shape', () => {
    for (const address of EVM.map((a) => a.toLowerCase())) {
      fc.assert(
        fc.property(corruption(address), (changed) => {
          const verdict = checkPayoutAddress(changed, 'USDT-ERC20');
          const text = changed.trim();
          if (!/^0x[0-9a-fA-F]{40}$/.test(text)) expect(verdict).toBe('notEvm');
          else if (oneCase(text) || toChecksumAddress(text) === text) {
            expect(verdict).toBeNull();
          } else expect(verdict).toBe('checksum');
        }),
        { numRuns: 500 },
      );
    }
  });

  it('groups an address by four without dropping a character', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRON, ...EVM), (address) => {
        const groups = groupAddress(address);
        expect(groups.join('')).toBe(address);
        expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
      }),
    );
    expect(groupAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual([
      'TR7N',
      'Hqje',
      'KQxG',
      'TCi8',
      'q8ZY',
      '4pL8',
      'otSz',
      'gjLj',
      '6t',
    ]);
  });
});
