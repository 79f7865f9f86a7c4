import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { afterStart } from '../data/boot/idle';
import { useToast } from './Toast';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** How a lazy overlay reads from its props whether it is open, and closes itself. */
type OverlayControl<P> = {
  isOpen: (props: P) => boolean;
  close: (props: P) => void;
};

/** A component whose code loads apart, and the call that starts loading it. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Something drawn over the page (a sheet, a dialog, a flow of them) whose code loads apart from
 * the page's first files. It renders nothing until it is first opened; its code is fetched once
 * the page that holds it is shown, interactive and the browser idle (afterStart), so it opens at
 * once. Opened before its code is there, it shows when the code arrives; when the code cannot
 * load (offline), it is closed and says so (the network error toast), and loads again at the
 * next opening.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen, close }: OverlayControl<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyOverlay(props: P) {
    const open = isOpen(props);
    const { t } = useTranslation('common');
    const toast = useToast();
    const [, setArrived] = useState(0);
    // Once opened it stays rendered, so that it can animate out.
    const [used, setUsed] = useState(open);
    if (open && !used && loaded) setUsed(true);

    useEffect(() => afterStart(() => void get().catch(() => {})), []);
    // The latest props, for closing after a failed load.
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    useEffect(() => {
      if (!open || loaded) return;
      let current = true;
      get().then(
        () => {
          if (current) setArrived((n) => n + 1);
        },
        () => {
          if (!current) return;
          toast.show(t('state.error.network'), { tone: 'error' });
          close(latest.current);
        },
      );
      return () => {
        current = false;
      };
    }, [open, toast, t]);

    const Overlay = loaded;
    if (!Overlay || !(used || open)) return null;
    return <Overlay {...props} />;
  }
  return Object.assign(LazyOverlay, { preload: () => get() });
}

/**
 * A modal (sheet, dialog) whose code loads apart (see lazyOverlay): Radix, its dialog library
 * (focus trap, scroll lock), is in no first page's files.
 */
export function lazyModal<P extends ModalProps>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  return lazyOverlay(load, {
    isOpen: (props) => props.open,
    close: (props) => props.onOpenChange(false),
  });
}
