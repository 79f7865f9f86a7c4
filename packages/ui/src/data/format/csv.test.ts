import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('Deposit')).toBe('Deposit');
    expect(csvCell('充值')).toBe('充值');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('-1.5e3')).toBe("'-1.5e3");
    // Only at the start: inside a text they are harmless.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps plain decimals (signed amounts) as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('1234.00')).toBe('1234.00');
  });
});

describe('csvText', () => {
  it('joins rows with CRLF after a byte-order mark', () => {
    expect(
      csvText([
        ['type', 'amount'],
        ['Deposit', '12.50'],
        ['Withdrawal', '-3.00'],
        ['=cmd', '+1'],
      ]),
    ).toBe("\uFEFFtype,amount\r\nDeposit,12.50\r\nWithdrawal,-3.00\r\n'=cmd,'+1\r\n");
  });
});
