import { useCallback, useRef, useState } from 'react';
import { lazyModal } from '../lazyModal';
import type { ConfirmDialogProps } from './ConfirmDialogModal';

export type { ConfirmDialogProps } from './ConfirmDialogModal';

/**
 * A modal question with cancel and confirm (role alertdialog; cancel has the focus first), its
 * code loaded apart from the page's first files (see lazyModal).
 */
export const ConfirmDialog = lazyModal<ConfirmDialogProps>(() =>
  import('./ConfirmDialogModal').then((m) => m.ConfirmDialogModal),
);

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'tone'
>;

/**
 * `const { confirm, confirmDialog } = useConfirm()`: render `confirmDialog`, then
 * `if (await confirm({ title })) ...`. For an action that must show busy, use ConfirmDialog.
 */
export function useConfirm() {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the text does not vanish during the closing animation.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '' });
  const resolver = useRef<(answer: boolean) => void>(undefined);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = undefined;
    setOpen(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const confirmDialog = (
    <ConfirmDialog
      {...options}
      open={open}
      onOpenChange={(next) => {
        if (!next) settle(false);
      }}
      onConfirm={() => settle(true)}
    />
  );

  return { confirm, confirmDialog };
}
