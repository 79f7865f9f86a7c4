import { fn } from 'storybook/test';

/** The stories' fake `navigator.clipboard.writeText`: assert on its calls (the texts copied). */
export const clipboardWrites = fn<(text: string) => Promise<void>>(async () => {});

/**
 * Replaces the clipboard for one story, so a story never touches the real one: return it from
 * the story's `beforeEach` (it gives back the cleanup). Copying still needs a secure page; the
 * story runner's 127.0.0.1 is one.
 */
export function stubClipboard(): () => void {
  clipboardWrites.mockClear();
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: clipboardWrites },
    configurable: true,
  });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}
