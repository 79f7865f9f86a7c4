import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * For the forms' tests: the message each of `inputs` is described by (its error first), once
 * every one of them has one.
 */
export function messagesOf(inputs: Element[]): Promise<(string | null | undefined)[]> {
  return waitFor(() => {
    const texts = inputs.map(
      (input) =>
        document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
          ?.textContent,
    );
    expect(texts.every(Boolean)).toBe(true);
    return texts;
  });
}
