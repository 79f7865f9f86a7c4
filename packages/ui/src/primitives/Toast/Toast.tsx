import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { ErrorIcon, SuccessIcon } from '../Icon';
import { tokens } from '../../theme/cssTokens';

/** A toast stays 2000 ms, then goes by itself. */
export const TOAST_DURATION_MS = 2000;

export type ToastTone = 'info' | 'success' | 'error';

export type ToastOptions = {
  /** Icon and meaning (default 'info', no icon). */
  tone?: ToastTone;
  /** How long it stays, in ms (default 2000). */
  duration?: number;
};

type ToastApi = {
  /** Shows a message, replacing the one on screen. */
  show: (message: string, options?: ToastOptions) => void;
};

type Current = { id: number; message: string; tone: ToastTone };

const ToastContext = createContext<ToastApi | null>(null);

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

// The live region is always in the page: screen readers only announce changes to one they know.
const Region = styled.div`
  position: fixed;
  top: 38%;
  left: 50%;
  z-index: ${tokens.zIndices.toast};
  width: max-content;
  max-width: min(320px, calc(100vw - 48px));
  transform: translateX(-50%);
  pointer-events: none;
`;

const Bubble = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.toastBg};
  color: ${tokens.colors.toastText};
  box-shadow: ${tokens.shadows.raised};
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.body};
  text-align: center;
  animation: ${enter} ${tokens.motion.normal} ${tokens.motion.easing};
`;

type ToastProviderProps = {
  /** The app. */
  children: ReactNode;
};

/** Holds the one toast of the app; `useToast()` shows it. */
export function ToastProvider({ children }: ToastProviderProps) {
  const [current, setCurrent] = useState<Current | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextId = useRef(0);

  const show = useCallback((message: string, options?: ToastOptions) => {
    clearTimeout(timer.current);
    nextId.current += 1;
    setCurrent({ id: nextId.current, message, tone: options?.tone ?? 'info' });
    timer.current = setTimeout(() => setCurrent(null), options?.duration ?? TOAST_DURATION_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite" aria-atomic="true" data-toasts>
        {current ? (
          <Bubble key={current.id} data-tone={current.tone}>
            {current.tone === 'success' ? <SuccessIcon size={28} /> : null}
            {current.tone === 'error' ? <ErrorIcon size={28} /> : null}
            {current.message}
          </Bubble>
        ) : null}
      </Region>
    </ToastContext.Provider>
  );
}

/** `show(message, { tone, duration })`: one toast at a time, 2000 ms by default. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
