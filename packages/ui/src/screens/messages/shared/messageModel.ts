import type { components } from '@merchant/api';
import { htmlPreview } from '../../../data/htmlText';
import { readCount, readId, readText, readTime } from '../../../data/read';

type WireMessage = components['schemas']['Message'];

/** The tabs of /message: system messages (`type` 1) and user notices (`type` 2). */
export const MESSAGE_TABS = ['system', 'notice'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The platform's `type` code of each tab. */
export const MESSAGE_TYPE_CODE: Record<MessageTab, 1 | 2> = { system: 1, notice: 2 };

/** A message's kind; any other code is shown as unknown, with the code. */
export type MessageKind = MessageTab | 'unknown';

/** A message, parsed once. */
export type Message = {
  id: number;
  title: string;
  sender: string;
  /** The server's HTML, unsanitised: only the detail page shows it, through `SafeHtml`. */
  html: string;
  /** The text of the HTML, cut for the list (rendered as text, never as HTML). */
  preview: string;
  read: boolean;
  sentAt: Date | null;
  kind: MessageKind;
  /** The server's type code, shown with an unknown kind. */
  kindCode: string;
};

/** Wire message -> message (throws on a row without an id: a malformed answer). */
export function parseMessage(message: WireMessage): Message {
  const code = readCount(message.type);
  const html = readText(message.content);
  return {
    id: readId(message.id),
    title: readText(message.title).trim(),
    sender: readText(message.sender).trim(),
    html,
    preview: htmlPreview(html, 80),
    read: readCount(message.is_see) === 1,
    sentAt: readTime(message.createtime),
    kind: code === 1 ? 'system' : code === 2 ? 'notice' : 'unknown',
    kindCode: readText(message.type),
  };
}

/** The tab named in the address (`?type=notice`), or system messages. */
export function messageTabFromParam(value: string | null): MessageTab {
  return value === 'notice' ? 'notice' : 'system';
}
