export {
  ConfirmDialog,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './ConfirmDialog';
