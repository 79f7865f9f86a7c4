/** The messages slice of each seed. */
import { messagesFixture } from '../fixtures/messages.ts';
import type { MessagesState } from '../state/messages.ts';
import type { SeedName } from './index.ts';

export function messagesSeed(seed: SeedName): MessagesState {
  return { messages: seed === 'empty' ? [] : messagesFixture() };
}
