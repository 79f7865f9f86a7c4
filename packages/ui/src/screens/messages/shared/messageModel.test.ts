import { describe, expect, it } from 'vitest';
import { messageTabFromParam, parseMessage } from './messageModel';

const wire = {
  id: 31,
  title: ' Withdrawal approved ',
  sender: 'Demo Platform',
  content: '<p>Your withdrawal of <b>100.00</b> was approved.<script>alert(1)</script></p>',
  is_see: 0 as const,
  see_time: null,
  createtime: '2026-11-20 09:15:00',
  type: 1 as const,
};

describe('parseMessage', () => {
  it('reads a message, with a text-only preview of its HTML', () => {
    const message = parseMessage(wire);
    expect(message).toMatchObject({
      id: 31,
      title: 'Withdrawal approved',
      sender: 'Demo Platform',
      preview: 'Your withdrawal of 100.00 was approved.',
      read: false,
      kind: 'system',
    });
    expect(message.html).toBe(wire.content);
    expect(message.sentAt).toBeInstanceOf(Date);
  });

  it('reads the read flag and keeps an unknown type with its code', () => {
    const message = parseMessage({ ...wire, is_see: 1, type: 7 as never });
    expect(message.read).toBe(true);
    expect(message).toMatchObject({ kind: 'unknown', kindCode: '7' });
  });

  it('refuses a message without an id', () => {
    expect(() => parseMessage({ ...wire, id: undefined as never })).toThrow();
  });
});

describe('messageTabFromParam', () => {
  it('opens user notices only when asked, system messages otherwise', () => {
    expect(messageTabFromParam('notice')).toBe('notice');
    expect(messageTabFromParam('system')).toBe('system');
    expect(messageTabFromParam(null)).toBe('system');
    expect(messageTabFromParam('x')).toBe('system');
  });
});
