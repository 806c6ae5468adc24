/* eslint-disable no-control-regex -- control characters are what these look for */

/**
 * A control character, or a line or paragraph separator: nothing a one-line field (a name) can
 * hold. A paste gone wrong or a robot; a NUL could not even be stored (PostgreSQL's text).
 */
export const hasControlInLine = (text: string) =>
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);

/** A control character other than a tab or a line break: nothing a typed message holds. */
export const hasControlInText = (text: string) =>
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
