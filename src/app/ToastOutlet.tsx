import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { toastStore } from '../kit/Toast/toastStore';

// Radix Toast is a fifth of the shell's own code; most visits show no toast, so it loads with the first one.
const Toaster = lazy(() => import('../kit/Toast/Toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toast viewport once something has been announced. */
export function ToastOutlet() {
  const needed = useStore(toastStore, (s) => s.toasts.length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
