/** Messages: system messages and user notices. */
import type { Message } from '../types.ts';

export interface MessagesState {
  messages: Message[];
}
