import type { components } from '@merchant/api';
import { htmlPreview } from '../../../data/format/htmlText';
import { readCount, readId, readRecord, readText, readTime } from '../../../data/kit/read';

type WireMessage = components['schemas']['Message'];
type WireMessageContent = components['schemas']['MessageContent'];

/** The tabs of /message: every message, the unread ones, the read ones (the list's `is_see`). */
export const MESSAGE_TABS = ['all', 'unread', 'read'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The platform's `is_see` filter of each tab ("all" is sent explicitly). */
export const MESSAGE_FILTER: Record<MessageTab, 'all' | '0' | '1'> = {
  all: 'all',
  unread: '0',
  read: '1',
};

/** A message's kind: `type` 1 is a system message, any other value a notice. */
export type MessageKind = 'system' | 'notice';

/** A message of the list, parsed once. */
export type Message = {
  id: number;
  title: string;
  /** Who sent it (the row's `user`); '' when not sent. */
  sender: string;
  /** The text of the row's HTML, cut for the list (rendered as text, never as HTML). */
  preview: string;
  /** Read or not; null when neither the row nor the tab says. */
  read: boolean | null;
  sentAt: Date | null;
  kind: MessageKind;
};

/** One message as its page shows it: the content see_notice answers, what else is known. */
export type MessageDetail = {
  /** '' when unknown (the page then names the content instead). */
  title: string;
  sender: string;
  sentAt: Date | null;
  /** Null when unknown. */
  kind: MessageKind | null;
  /** The server's HTML, unsanitised: shown only through `SafeHtml`. */
  html: string;
};

function kindOf(type: unknown): MessageKind | null {
  const code = readCount(type);
  if (code === null) return null;
  return code === 1 ? 'system' : 'notice';
}

/**
 * A list row -> a message (throws on a row without an id: a malformed answer). The read state
 * comes from the row's `is_see` when it has one, else from the tab it was listed under.
 */
export function parseMessage(message: WireMessage, tab: MessageTab = 'all'): Message {
  const seen = readCount(message.is_see);
  return {
    id: readId(message.id),
    title: readText(message.title).trim(),
    sender: readText(message.user).trim(),
    preview: htmlPreview(readText(message.content), 80),
    read: seen === 1 ? true : seen === 0 ? false : tab === 'all' ? null : tab === 'read',
    sentAt: readTime(message.createtime),
    kind: kindOf(message.type) ?? 'notice',
  };
}

/**
 * see_notice's answer -> the message's page. Only `content` is certain; the title, sender, time
 * and kind are taken from the answer when it has them, else from the list row the merchant
 * tapped (`listed`, when the list is still in memory).
 */
export function parseMessageDetail(
  data: WireMessageContent,
  listed: Message | null = null,
): MessageDetail {
  const answer = readRecord(data);
  return {
    title: readText(answer.title).trim() || (listed?.title ?? ''),
    sender: readText(answer.user).trim() || (listed?.sender ?? ''),
    sentAt: readTime(answer.createtime) ?? listed?.sentAt ?? null,
    kind: kindOf(answer.type) ?? listed?.kind ?? null,
    html: readText(answer.content),
  };
}
