import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLOCKCHAIN_FEE_FIXED,
  addMoney,
  blockchainWithdrawalFee,
  compareMoney,
  moneyFromCents,
  parseMoney,
  statedWithdrawalFee,
} from './money';

// Every amount a merchant can withdraw: 0.01 to 10,000,000.00.
const amounts = fc.bigInt({ min: 1n, max: 1_000_000_000n }).map((c) => moneyFromCents(c));

describe('blockchainWithdrawalFee on BSC/BEP20 (1 USDT + 3 %)', () => {
  it('splits every amount from 0.01 to 10,000,000.00 exactly into fee + received', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const { fee, net } = blockchainWithdrawalFee(amount);
        expect(addMoney(fee, net)).toBe(amount);
        // Never below the fixed 1 USDT.
        expect(compareMoney(fee, BLOCKCHAIN_FEE_FIXED)).toBeGreaterThanOrEqual(0);
      }),
      { examples: [[moneyFromCents(1)], [moneyFromCents(1_000_000_000)]] },
    );
  });

  it('is the stated fee 1.00 + 3 %', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(blockchainWithdrawalFee(amount)).toEqual(
          statedWithdrawalFee(amount, BLOCKCHAIN_FEE_FIXED, 3),
        );
      }),
    );
  });
});

describe('statedWithdrawalFee', () => {
  it('adds the fixed part to the rate of the amount, rounded half-up to the cent', () => {
    const fee = (amount: string, fixed: string, num: number, den?: number) =>
      statedWithdrawalFee(parseMoney(amount)!, parseMoney(fixed)!, num, den);
    // TRC20 in the demo: 2.00 + 1 %.
    expect(fee('100', '2.00', 1)).toEqual({ fee: 300n, net: 9700n });
    // ERC20 in the demo: 5.00 + 0.5 % (5 / 1000); 0.5 % of 12.30 = 0.0615 -> 0.06.
    expect(fee('12.30', '5.00', 5, 1000)).toEqual({ fee: 506n, net: 724n });
    // Half a cent rounds up: 0.5 % of 1.00 = 0.005 -> 0.01.
    expect(fee('1.00', '0', 5, 1000)).toEqual({ fee: 1n, net: 99n });
    // A bank card without fee.
    expect(fee('50', '0', 0)).toEqual({ fee: 0n, net: 5000n });
    // More fee than amount: a net that is not positive (callers refuse it).
    expect(fee('1.50', '2.00', 1).net).toBe(-52n);
  });

  it('keeps fee + net === amount and the fee at least the fixed part', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.bigInt({ min: 0n, max: 10_000n }).map((c) => moneyFromCents(c)),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, fixed, tenthsOfBasisPoint) => {
          const { fee, net } = statedWithdrawalFee(amount, fixed, tenthsOfBasisPoint, 100_000);
          expect(addMoney(fee, net)).toBe(amount);
          expect(compareMoney(fee, fixed)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
