export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastOptions,
  type ToastTone,
} from './Toast';
