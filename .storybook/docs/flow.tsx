// A flow page: its steps, each with what the merchant does, the story that shows it (in its own
// frame, so that its play runs against its own fake platform) and the requests that story sent,
// with what the contract declares for them. The frames play one after another: two plays at once
// in the same page would take the keyboard's focus from each other.
import { Story, useOf, type StoryProps } from '@storybook/addon-docs/blocks';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { SentRequests, type SentRequest } from './contract';

/** The last step whose story has finished playing, and how to say another one has. */
const Played = createContext<{ upTo: number; played: (n: number) => void }>({
  upTo: Number.POSITIVE_INFINITY,
  played: () => {},
});

/** The phases of a story's render once its play is over, passed or failed. */
const OVER = new Set(['completed', 'finished', 'errored', 'aborted']);

/** The longest a step waits for the one before it. */
const STEP_MS = 60_000;

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] };
  /** The requests the story sent (recorded by .storybook/preview.tsx). */
  __storySent?: SentRequest[];
};

/** Wraps a flow's steps: each starts once the one before it has played. */
export function Flow({ children }: { children: ReactNode }) {
  const [upTo, setUpTo] = useState(0);
  const played = useCallback((n: number) => setUpTo((at) => Math.max(at, n)), []);
  return <Played.Provider value={{ upTo, played }}>{children}</Played.Provider>;
}

/**
 * Calls `onOver` with the requests the story in `frame`'s iframe sent, once it has played (or
 * after STEP_MS).
 */
function useOver(
  frame: React.RefObject<HTMLDivElement | null>,
  live: boolean,
  onOver: (sent: SentRequest[]) => void,
) {
  useEffect(() => {
    if (!live) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const preview = frame.current?.querySelector('iframe')?.contentWindow as
        PreviewWindow | null | undefined;
      const over = preview?.__STORYBOOK_PREVIEW__?.storyRenders?.some((r) =>
        OVER.has(r.phase ?? ''),
      );
      if (over || Date.now() - started > STEP_MS) {
        clearInterval(timer);
        onOver([...(preview?.__storySent ?? [])]);
      }
    }, 300);
    return () => clearInterval(timer);
  }, [frame, live, onOver]);
}

type StepProps = {
  /** The step's place in the flow, from 1. */
  n: number;
  /** What the merchant does or sees, in a few words. */
  title: string;
  /** The story that shows the step (an export of a stories file the page imports). */
  of: StoryProps['of'];
  /** What to look at. */
  children?: ReactNode;
};

/** One step of a flow: its words, its story played in a phone-sized frame, its requests. */
export function Step({ n, title, of, children }: StepProps) {
  const { id, title: file, name } = useOf(of ?? 'story', ['story']).story;
  const { upTo, played } = useContext(Played);
  const frame = useRef<HTMLDivElement>(null);
  const live = upTo >= n - 1;
  const [sent, setSent] = useState<SentRequest[] | null>(null);
  useOver(
    frame,
    live,
    useCallback(
      (requests: SentRequest[]) => {
        setSent(requests);
        played(n);
      },
      [played, n],
    ),
  );
  return (
    <section style={{ margin: '32px 0', borderTop: '1px solid #E4E6EB', paddingTop: 16 }}>
      <h3 style={{ marginTop: 0 }}>
        {n}. {title}
      </h3>
      {children}
      <p style={{ fontSize: 14 }}>
        Story:{' '}
        <a href={`./?path=/story/${id}`} target="_top">
          {file} / {name}
        </a>{' '}
        (open it to step through its play in the Interactions panel, in any language or theme).
      </p>
      <div
        ref={frame}
        style={{
          maxWidth: 390,
          minHeight: 760,
          border: '1px solid #E4E6EB',
          borderRadius: 12,
          overflow: 'hidden',
        }}
      >
        {live ? (
          <Story of={of} inline={false} height="760px" />
        ) : (
          <p style={{ padding: 16 }}>Plays once step {n - 1} has played.</p>
        )}
      </div>
      <h4>What it sends</h4>
      {sent ? <SentRequests requests={sent} /> : <p>Shown once the story has played.</p>}
    </section>
  );
}
