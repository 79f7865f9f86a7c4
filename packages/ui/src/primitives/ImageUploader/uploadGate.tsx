import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';

type Track = (uploader: string, busy: boolean) => void;

const UploadGateContext = createContext<Track | null>(null);

/** The uploads running in one form: its submit waits while any of them runs. */
export interface UploadGate {
  /** True while an image of the form is being checked, compressed or sent. */
  pending: boolean;
  /** Registers an uploader's busy state (used by `UploadGateProvider`). */
  track: Track;
}

/**
 * Follows the image uploads of one form. Put the form's uploaders under `<UploadGateProvider
 * gate={gate}>` and give its submit button `disabled={gate.pending}` with the "waiting for the
 * upload" label, and refuse to send while `gate.pending`: a form never saves without the image
 * that is still on its way.
 */
export function useUploadGate(): UploadGate {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const track = useCallback<Track>((uploader, isBusy) => {
    setBusy((current) => {
      if (current.has(uploader) === isBusy) return current;
      const next = new Set(current);
      if (isBusy) next.add(uploader);
      else next.delete(uploader);
      return next;
    });
  }, []);
  return useMemo(() => ({ pending: busy.size > 0, track }), [busy, track]);
}

/** Makes every `ImageUploader` below report to `gate`. */
export function UploadGateProvider({
  gate,
  children,
}: {
  /** The form's gate, from `useUploadGate()`. */
  gate: UploadGate;
  /** The form, or the part of it holding the uploaders. */
  children: ReactNode;
}) {
  return <UploadGateContext.Provider value={gate.track}>{children}</UploadGateContext.Provider>;
}

/** Reports this uploader's busy state to the form's gate, when there is one. */
export function useReportUpload(busy: boolean): void {
  const track = useContext(UploadGateContext);
  const uploader = useId();
  // Before paint: the submit button is enabled in the same frame as the image it waited for.
  useLayoutEffect(() => {
    if (!track) return;
    track(uploader, busy);
    return () => track(uploader, false);
  }, [track, uploader, busy]);
}
