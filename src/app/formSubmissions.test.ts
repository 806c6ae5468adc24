import { describe, expect, it } from 'vitest';
import { MAX_SANDBOX_NAME_LENGTH } from '../api/schemas/developerSandbox';
import { sandboxSignupCopy } from '../content/sandboxSignup';
import { sandboxSignupCopyEn } from '../content/docs/en/sandboxSignup';
import { docsPath } from '../paths/paths';
import { checkSubmission, formOfPage, sandboxSignupCopyOf } from './formSubmissions';

describe('the sandbox form on the server', () => {
  it('is posted to the prerequis page in both languages', () => {
    expect(formOfPage[docsPath('prerequis')]).toBe('sandbox');
    expect(formOfPage[docsPath('prerequis', 'en')]).toBe('sandbox');
  });

  it('answers each page in its own language', () => {
    const tooLong = { name: 'x'.repeat(200) };
    const french = checkSubmission('sandbox', tooLong, docsPath('prerequis'));
    const english = checkSubmission('sandbox', tooLong, docsPath('prerequis', 'en'));
    expect(french).toMatchObject({
      ok: false,
      errors: { name: sandboxSignupCopy.nameTooLong(MAX_SANDBOX_NAME_LENGTH) },
    });
    expect(english).toMatchObject({
      ok: false,
      errors: { name: sandboxSignupCopyEn.nameTooLong(MAX_SANDBOX_NAME_LENGTH) },
    });
    expect(sandboxSignupCopyOf(docsPath('prerequis', 'en')).unavailable).toBe(
      sandboxSignupCopyEn.unavailable,
    );
    expect(sandboxSignupCopyOf(docsPath('prerequis')).unavailable).toBe(
      sandboxSignupCopy.unavailable,
    );
  });
});
