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
