import { useState } from 'react';

/**
 * A controlled primitive's value in a story's render: it starts from `initial` (the story's
 * args), follows each change, and each change still reaches the story's spy (`args.onChange`).
 * The third item sets it without the spy (a clear button).
 */
export function useStoryValue<T>(
  initial: T,
  spy: (next: T) => void,
): [T, (next: T) => void, (next: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    spy(next);
    setValue(next);
  };
  return [value, change, setValue];
}

/**
 * A payment password the platform refuses, for a password primitive's story: busy for a moment
 * once the 6 digits are typed, then idle with `message`; each attempt still reaches the story's
 * spy (`args.onComplete`). Spread it on the primitive.
 */
export function useRefusedPassword(spy: (password: string) => void, message: string) {
  const [status, setStatus] = useState<'idle' | 'busy'>('idle');
  const [error, setError] = useState<string>();
  return {
    status,
    error,
    onComplete: (password: string) => {
      spy(password);
      setStatus('busy');
      setTimeout(() => {
        setStatus('idle');
        setError(message);
      }, 300);
    },
  };
}
