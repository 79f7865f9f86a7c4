import { describe, expect, it } from 'vitest';
import { parseMessage, parseMessageDetail, type Message } from './messageModel';

const row = {
  id: 31,
  title: ' Withdrawal approved ',
  user: 'Demo Platform',
  content: '<p>Your withdrawal of <b>100.00</b> was approved.<script>alert(1)</script></p>',
  is_see: 0 as const,
  createtime: '2026-11-20 09:15:00',
  type: 1,
};

describe('parseMessage', () => {
  it('reads a row: the sender from `user`, a text-only preview of its HTML', () => {
    const message = parseMessage(row);
    expect(message).toMatchObject({
      id: 31,
      title: 'Withdrawal approved',
      sender: 'Demo Platform',
      preview: 'Your withdrawal of 100.00 was approved.',
      read: false,
      kind: 'system',
    });
    expect(message.sentAt).toBeInstanceOf(Date);
  });

  it('shows type 1 as a system message and every other type as a notice', () => {
    expect(parseMessage({ ...row, type: 2 }).kind).toBe('notice');
    expect(parseMessage({ ...row, type: 7 }).kind).toBe('notice');
    expect(parseMessage({ ...row, type: 'x' as never }).kind).toBe('notice');
  });

  it('takes the read state from the row, else from the tab, else leaves it unknown', () => {
    expect(parseMessage({ ...row, is_see: 1 }, 'unread').read).toBe(true);
    const { is_see: _unused, ...bare } = row;
    expect(parseMessage(bare, 'unread').read).toBe(false);
    expect(parseMessage(bare, 'read').read).toBe(true);
    expect(parseMessage(bare, 'all').read).toBeNull();
  });

  it('shows a row without content or sender', () => {
    const { content: _c, ...bare } = row;
    expect(parseMessage({ ...bare, user: null as never })).toMatchObject({
      preview: '',
      sender: '',
    });
  });

  it('refuses a row without an id', () => {
    expect(() => parseMessage({ ...row, id: undefined as never })).toThrow();
  });
});

describe('parseMessageDetail', () => {
  const listed: Message = {
    id: 31,
    title: 'From the list',
    sender: 'Listed sender',
    preview: '',
    read: false,
    sentAt: new Date(2026, 10, 20),
    kind: 'notice',
  };

  it('reads the content and the fields the answer has', () => {
    expect(parseMessageDetail({ ...row, content: '<p>x</p>' }, listed)).toMatchObject({
      title: 'Withdrawal approved',
      sender: 'Demo Platform',
      kind: 'system',
      html: '<p>x</p>',
    });
  });

  it('falls back on the listed row for what an answer of content only lacks', () => {
    expect(parseMessageDetail({ content: '<p>x</p>' }, listed)).toEqual({
      title: 'From the list',
      sender: 'Listed sender',
      sentAt: listed.sentAt,
      kind: 'notice',
      html: '<p>x</p>',
    });
    expect(parseMessageDetail({ content: '<p>x</p>' })).toEqual({
      title: '',
      sender: '',
      sentAt: null,
      kind: null,
      html: '<p>x</p>',
    });
  });

  it('refuses an answer that is not a record', () => {
    expect(() => parseMessageDetail(null as never)).toThrow();
    expect(() => parseMessageDetail([] as never)).toThrow();
  });
});
