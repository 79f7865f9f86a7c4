import { toFailure } from './failure';

export { useErrorText } from './failure';

/** Offline or error, for the few places that only choose an illustration. */
export type FailureKind = 'offline' | 'error';

/** Offline (no network, timeout) or error: a reading of `toFailure`, kept for the state blocks. */
export function failureKind(error: unknown): FailureKind {
  const { kind } = toFailure(error);
  return kind === 'offline' || kind === 'timeout' ? 'offline' : 'error';
}
