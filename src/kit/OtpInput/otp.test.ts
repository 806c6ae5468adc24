import { describe, expect, it } from 'vitest';
import { applyPaste, isAcceptedCharacter, readSlotInput } from './otp';

const empty = () => Array.from({ length: 7 }, () => '');

describe('isAcceptedCharacter', () => {
  it('accepts letters and digits in alphanumeric mode, digits only in numeric mode', () => {
    expect(['a', 'Z', '7'].every((c) => isAcceptedCharacter(c, 'alphanumeric'))).toBe(true);
    expect(['-', ' ', 'é', '', 'ab'].some((c) => isAcceptedCharacter(c, 'alphanumeric'))).toBe(
      false,
    );
    expect(isAcceptedCharacter('7', 'numeric')).toBe(true);
    expect(isAcceptedCharacter('a', 'numeric')).toBe(false);
  });
});

describe('applyPaste', () => {
  it('strips whitespace and fills from the first slot', () => {
    expect(applyPaste(empty(), 0, ' 482 9A\t1\n', 'alphanumeric')).toEqual({
      ok: true,
      slots: ['4', '8', '2', '9', 'A', '1', ''],
      nextFocus: 6,
    });
  });

  it('rejects the whole paste when one character is not accepted', () => {
    expect(applyPaste(empty(), 0, '482-91A', 'alphanumeric')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(applyPaste(empty(), 0, '48291A3', 'numeric')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects a paste longer than the code and ignores an empty one', () => {
    expect(applyPaste(empty(), 0, '12345678', 'numeric')).toEqual({ ok: false, reason: 'tooLong' });
    expect(applyPaste(empty(), 0, '  ', 'numeric')).toEqual({ ok: false, reason: 'empty' });
  });

  it('fills from the focused slot when the paste fits, from the first otherwise', () => {
    const partial = ['1', '2', '3', '', '', '', ''];
    expect(applyPaste(partial, 3, '4567', 'numeric')).toMatchObject({
      slots: ['1', '2', '3', '4', '5', '6', '7'],
      nextFocus: 6,
    });
    expect(applyPaste(partial, 5, '9876543', 'numeric')).toMatchObject({
      slots: ['9', '8', '7', '6', '5', '4', '3'],
    });
  });
});

describe('readSlotInput', () => {
  it('tells a keystroke from a clear and from autofill', () => {
    expect(readSlotInput('', 'a')).toEqual({ kind: 'char', char: 'a' });
    expect(readSlotInput('a', '')).toEqual({ kind: 'clear' });
    expect(readSlotInput('a', 'ab')).toEqual({ kind: 'char', char: 'b' });
    expect(readSlotInput('a', 'ba')).toEqual({ kind: 'char', char: 'b' });
    expect(readSlotInput('', '4829153')).toEqual({ kind: 'paste', text: '4829153' });
    expect(readSlotInput('', '48')).toEqual({ kind: 'paste', text: '48' });
  });
});
