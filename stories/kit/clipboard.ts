import { fn } from 'storybook/test';

/** The async Clipboard API, replaced for a story so nothing touches the real clipboard. */
export const writeText = fn<(text: string) => Promise<void>>();

/** Installs the spy; returns the cleanup that gives the browser's clipboard back. */
export function spyOnClipboard() {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  // An own property shadows the prototype's getter; deleting it restores the browser's.
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}
