import { describe, expect, it } from 'vitest';
import { MAX_SANDBOX_NAME_LENGTH } from '../api/schemas/developerSandbox';
import { sandboxSignupCopy } from '../content/sandboxSignup';
import { sandboxSignupCopyEn } from '../content/docs/en/sandboxSignup';
import { contactForm } from '../content/contact';
import { contactFormWordsEn } from '../content/docs/en/contact';
import { docsPath, paths } from '../paths/paths';
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

describe('the support form on the server', () => {
  const empty = { lastName: '', firstName: '', email: 'awa@', phone: '12', message: 'court' };

  it('is posted to the support page in both languages', () => {
    expect(formOfPage[docsPath('support')]).toBe('contact');
    expect(formOfPage[docsPath('support', 'en')]).toBe('contact');
  });

  it('answers each page in its own language', () => {
    const french = checkSubmission('contact', empty, docsPath('support'));
    const english = checkSubmission('contact', empty, docsPath('support', 'en'));
    expect(french).toMatchObject({
      ok: false,
      errors: {
        lastName: contactForm.lastName.required,
        email: contactForm.email.invalid,
        phone: contactForm.phone.invalid,
        message: contactForm.message.tooShort,
      },
    });
    expect(english).toMatchObject({
      ok: false,
      errors: {
        lastName: contactFormWordsEn.lastName.required,
        firstName: contactFormWordsEn.firstName.required,
        email: contactFormWordsEn.email.invalid,
        phone: contactFormWordsEn.phone.invalid,
        message: contactFormWordsEn.message.tooShort,
      },
    });
    // The contact page keeps the French form.
    expect(checkSubmission('contact', empty, paths.contactUs)).toEqual(french);
  });
});
