/** The messages slice of each seed. */
import { messagesFixture } from '../fixtures/messages.ts';
import type { MessagesState } from '../state/types.ts';
import type { SeedName } from './names.ts';

export function messagesSeed(seed: SeedName): MessagesState {
  return { messages: seed === 'empty' ? [] : messagesFixture() };
}
