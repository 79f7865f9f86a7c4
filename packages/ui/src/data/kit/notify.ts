import { createContext, useContext } from 'react';

/** What a short message means: plain, done, or went wrong. */
export type NoticeTone = 'info' | 'success' | 'error';

/** Shows a short message over the page (replacing the one shown), for `duration` ms. */
export type Notify = (message: string, options?: { tone?: NoticeTone; duration?: number }) => void;

/**
 * The kit's one way to tell the merchant something in passing (an action's outcome): the data
 * hooks call it, the shell fills it with its toasts (shell/BaseProviders), so data/ never
 * depends on how the message is drawn.
 */
const NotifyContext = createContext<Notify | null>(null);

/** Where the shell plugs in what draws the messages. */
export const NotifyPort = NotifyContext.Provider;

/** The message port of the page; throws when nothing fills it (a story or test without providers). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify() needs a <NotifyPort> above it (BaseProviders).');
  return notify;
}
