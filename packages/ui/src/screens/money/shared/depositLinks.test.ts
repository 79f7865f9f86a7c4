import { describe, expect, it } from 'vitest';
import { depositHref, depositReturnPath, maskCardNo } from './depositLinks';

describe('deposit links', () => {
  it('keeps only return paths of the app', () => {
    expect(depositReturnPath('/orderDetail?id=3')).toBe('/orderDetail?id=3');
    expect(depositReturnPath('%2ForderDetail%3Fid%3D3')).toBe('/orderDetail?id=3');
    expect(depositReturnPath(null)).toBeNull();
    expect(depositReturnPath('')).toBeNull();
    expect(depositReturnPath('https://evil.example')).toBeNull();
    expect(depositReturnPath('//evil.example')).toBeNull();
  });

  it('carries the return path to the deposit pages', () => {
    expect(depositHref('blockchainRecharge', '/orderDetail?id=3')).toBe(
      '/blockchainRecharge?redirect=%2ForderDetail%3Fid%3D3',
    );
    expect(depositHref('bankCardRecharge', null, { way: 'manual' })).toBe(
      '/bankCardRecharge?way=manual',
    );
  });

  it('masks a card number to its last four digits', () => {
    expect(maskCardNo('6222020200112233')).toBe('•••• 2233');
    expect(maskCardNo('123')).toBe('123');
  });
});
