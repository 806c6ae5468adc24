import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Resolves with the element once the pointer can reach it. Radix counts a new toast in an effect,
 * after the toast is already in the page; until then its region has `pointer-events: none`, and a
 * hover or click that found the toast there failed on a busy machine.
 */
export async function reachableToast<T extends HTMLElement>(element: T): Promise<T> {
  await waitFor(() => expect(getComputedStyle(element).pointerEvents).not.toBe('none'));
  return element;
}

/** Hovers a toast, which pauses its 5 s timer, so the screenshot never races its closing. */
export async function holdToastOpen(toastElement: HTMLElement) {
  await userEvent.hover(await reachableToast(toastElement));
}
