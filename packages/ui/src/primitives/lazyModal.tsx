import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../data/idle';
import { useToast } from './Toast';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A modal (sheet, dialog) whose code loads apart from the page's first files: its dialog
 * library (Radix: focus trap, scroll lock) is in no first page's files. It renders nothing until
 * it is first opened; its code is fetched while the browser is idle after the page that holds it
 * is shown, so it opens at once. Opened before its code is there, it shows when the code
 * arrives; when the code cannot load (offline), it stays closed and says so (the network error
 * toast), and loads again at the next opening.
 */
export function lazyModal<P extends ModalProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
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

  function LazyModal(props: P) {
    const { open, onOpenChange } = props;
    const { t } = useTranslation('common');
    const toast = useToast();
    const [, setArrived] = useState(0);
    // Once opened it stays rendered, so that it can animate out.
    const [used, setUsed] = useState(open);
    if (open && !used && loaded) setUsed(true);

    useEffect(() => whenIdle(() => void get().catch(() => {})), []);
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
          onOpenChange(false);
        },
      );
      return () => {
        current = false;
      };
    }, [open, onOpenChange, toast, t]);

    const Modal = loaded;
    if (!Modal || !(used || open)) return null;
    return <Modal {...props} />;
  }
  return LazyModal;
}
