export const otpModes = ['alphanumeric', 'numeric'] as const;
export type OtpMode = (typeof otpModes)[number];

const accepted: Record<OtpMode, RegExp> = {
  alphanumeric: /^[A-Za-z0-9]$/,
  numeric: /^[0-9]$/,
};

/** Whether one character may go in a slot in this mode. */
export function isAcceptedCharacter(character: string, mode: OtpMode): boolean {
  return accepted[mode].test(character);
}

export type PasteResult =
  | { ok: true; slots: string[]; nextFocus: number }
  | { ok: false; reason: 'invalid' | 'tooLong' | 'empty' };

/**
 * Places pasted (or autofilled) text into the slots. Whitespace is dropped;
 * any other character the mode refuses rejects the whole paste, so a code is
 * never half-entered from a wrong clipboard. A paste that does not fit after
 * the focused slot starts again from the first one (the usual case: the whole
 * code pasted while the caret sat elsewhere).
 */
export function applyPaste(
  slots: readonly string[],
  focused: number,
  text: string,
  mode: OtpMode,
): PasteResult {
  const characters = [...text.replace(/\s+/g, '')];
  if (characters.length === 0) return { ok: false, reason: 'empty' };
  if (!characters.every((c) => isAcceptedCharacter(c, mode)))
    return { ok: false, reason: 'invalid' };
  if (characters.length > slots.length) return { ok: false, reason: 'tooLong' };
  const start = focused + characters.length <= slots.length ? focused : 0;
  const next = [...slots];
  characters.forEach((c, offset) => {
    next[start + offset] = c;
  });
  return {
    ok: true,
    slots: next,
    nextFocus: Math.min(start + characters.length, slots.length - 1),
  };
}

/**
 * What a slot's input event means. Slots select their content on focus, so a
 * keystroke usually replaces it; when the caret sat beside the old character
 * the browser reports two, and the new one is the one that is not the old.
 * Anything longer is autofill or an IME commit and is handled like a paste.
 */
export function readSlotInput(
  previous: string,
  raw: string,
): { kind: 'clear' } | { kind: 'char'; char: string } | { kind: 'paste'; text: string } {
  if (raw === '') return { kind: 'clear' };
  const characters = [...raw];
  if (characters.length === 1) return { kind: 'char', char: raw };
  if (characters.length === 2 && previous) {
    if (characters[0] === previous) return { kind: 'char', char: characters[1] as string };
    if (characters[1] === previous) return { kind: 'char', char: characters[0] as string };
  }
  return { kind: 'paste', text: raw };
}
