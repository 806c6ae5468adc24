import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';

/** Spec 9: one toast at a time; a dismissed toast is removed from the queue after this delay. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastAction {
  /** Button text. */
  label: string;
  /** Describes the action for screen-reader users who reach it from the hotkey (Radix `altText`). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  /** `destructive` is styled as an error and announced assertively. */
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them; it leaves the queue after the removal delay. */
export function dismissToast(id?: string) {
  toastStore.setState((s) => ({
    toasts: s.toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  }));
}

/** Shows a notice; any toast already shown is replaced. Usable outside React (the API layer calls it). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  toastStore.setState((s) => ({
    toasts: [{ ...input, id, open: true }, ...s.toasts].slice(0, TOAST_LIMIT),
  }));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<ToastInput>) =>
      toastStore.setState((s) => ({
        toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...next } : t)),
      })),
  };
}

/** Empties the queue at once (tests and stories start clean). */
export function resetToasts() {
  removalTimers.forEach(clearTimeout);
  removalTimers.clear();
  toastStore.setState({ toasts: [] });
}
