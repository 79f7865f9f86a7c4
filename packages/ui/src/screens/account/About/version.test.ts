import { describe, expect, it } from 'vitest';
import { compareVersions } from './version';

describe('compareVersions', () => {
  it('compares each part as a number', () => {
    expect(compareVersions('1.2.10', '1.2.9')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.1.0')).toBeLessThan(0);
    expect(compareVersions('2.0', '10.0')).toBeLessThan(0);
  });

  it('treats missing parts as zero and allows a leading v', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v1.3.0', '1.3')).toBe(0);
  });

  it('cannot read anything else', () => {
    expect(compareVersions('', '1.0.0')).toBeNull();
    expect(compareVersions('1.0.0', 'latest')).toBeNull();
    expect(compareVersions('1.0.0-beta', '1.0.0')).toBeNull();
  });
});
