/**
 * Copies text, falling back to a selection and `execCommand` where the async
 * Clipboard API is missing (plain http, older WebViews) or refused.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or document not focused: the legacy path may still work.
    }
  }
  copyWithSelection(text);
}

function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.pointerEvents = 'none';
  const previousFocus = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('La copie a été refusée par le navigateur.');
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}

/**
 * Copies text still on its way (a fetch started by the click). Safari grants the clipboard only
 * within the click itself: a ClipboardItem given the promise keeps that grant while the text
 * arrives. Where ClipboardItem is missing or refuses, the text is written once it is there.
 */
export async function copyArrivingText(text: Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem !== 'undefined' && clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Rethrows when the text itself failed to arrive: no other way would do better.
      await text;
    }
  }
  await clipboard.writeText(await text);
}
