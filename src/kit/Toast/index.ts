export { Toaster, type ToasterProps } from './Toaster';
export {
  toast,
  dismissToast,
  resetToasts,
  toastVariants,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastAction,
  type ToastVariant,
} from './toastStore';
