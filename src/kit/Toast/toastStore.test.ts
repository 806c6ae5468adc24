import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToasts, toast, toastStore, TOAST_REMOVE_DELAY_MS } from './toastStore';

describe('toast queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the previous', () => {
    toast({ title: 'Premier' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = toastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes on dismiss and removes the toast only after the removal delay', () => {
    const { id } = toast({ title: 'Enregistré' });
    dismissToast(id);
    expect(toastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('updates a shown toast in place', () => {
    const shown = toast({ title: 'Envoi…' });
    shown.update({ title: 'Envoyé' });
    expect(toastStore.getState().toasts[0]).toMatchObject({ id: shown.id, title: 'Envoyé' });
  });
});
