// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parsePopupNotices, popupNoticesSeen, rememberPopupNoticesSeen } from './popupNoticeModel';

describe('parsePopupNotices', () => {
  it('reads the notices in order', () => {
    expect(
      parsePopupNotices({
        total: 2,
        list: [
          { title: ' Holiday ', content: '<p>a</p>' },
          { title: 'Fees', content: '<p>b</p>' },
        ],
      }),
    ).toEqual([
      { title: 'Holiday', html: '<p>a</p>' },
      { title: 'Fees', html: '<p>b</p>' },
    ]);
  });

  it('shows none when total is 0, and skips rows with nothing to show', () => {
    expect(parsePopupNotices({ total: 0, list: [{ title: 'x', content: 'y' }] })).toEqual([]);
    expect(
      parsePopupNotices({
        total: 3,
        list: [{ title: '', content: ' ' }, null as never, { title: 'Kept', content: '' }],
      }),
    ).toEqual([{ title: 'Kept', html: '' }]);
  });

  it('refuses an answer without a list', () => {
    expect(() => parsePopupNotices(null as never)).toThrow();
    expect(() => parsePopupNotices({ total: 1, list: {} as never })).toThrow();
  });
});

describe('once a session', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is remembered for the session that closed them only', () => {
    expect(popupNoticesSeen('token-a')).toBe(false);
    rememberPopupNoticesSeen('token-a');
    expect(popupNoticesSeen('token-a')).toBe(true);
    expect(popupNoticesSeen('token-b')).toBe(false);
    expect(popupNoticesSeen(null)).toBe(false);
  });

  it('keeps no token in the storage', () => {
    rememberPopupNoticesSeen('secret-token-value');
    const stored = Object.values({ ...window.sessionStorage }).join(' ');
    expect(stored).not.toContain('secret-token-value');
  });
});
