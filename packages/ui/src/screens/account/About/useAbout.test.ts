import { describe, expect, it } from 'vitest';
import { updateVerdict } from './useAbout';

describe('updateVerdict', () => {
  it('says a newer version is available only when the platform is ahead', () => {
    expect(updateVerdict('1.0.0', '1.1.0')).toEqual({ status: 'newer', version: '1.1.0' });
    expect(updateVerdict('1.0.0', '1.0.0')).toEqual({ status: 'upToDate' });
    // A platform behind the build (a staged roll-out) is not an update.
    expect(updateVerdict('1.2.0', '1.1.9')).toEqual({ status: 'upToDate' });
  });

  it('cannot check without both versions', () => {
    expect(updateVerdict(null, '1.0.0')).toEqual({ status: 'failed' });
    expect(updateVerdict('1.0.0', null)).toEqual({ status: 'failed' });
    expect(updateVerdict('1.0.0', '')).toEqual({ status: 'failed' });
    expect(updateVerdict('1.0.0', 'soon')).toEqual({ status: 'failed' });
  });
});
