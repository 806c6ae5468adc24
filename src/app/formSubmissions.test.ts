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

describe('a NUL or another control character typed or pasted into a field', () => {
  const contact = {
    lastName: 'Diop',
    firstName: 'Awa',
    email: 'awa@exemple.sn',
    phone: '+221 77 123 45 67',
    message: 'Bonjour,\n\tje voudrais ouvrir un compte.',
  };

  it('is refused in the contact form, naming the field, in the page’s language', () => {
    expect(checkSubmission('contact', contact)).toMatchObject({ ok: true });
    for (const [field, words] of [
      ['lastName', contactForm.lastName.control],
      ['firstName', contactForm.firstName.control],
      ['message', contactForm.message.control],
    ] as const) {
      const typed = { ...contact, [field]: `${contact[field]}\u0000` };
      expect(checkSubmission('contact', typed)).toEqual({
        ok: false,
        errors: { [field]: words },
        echo: typed,
      });
    }
    expect(
      checkSubmission(
        'contact',
        { ...contact, message: 'Bonjour\u001b[31m, rouge' },
        docsPath('support', 'en'),
      ),
    ).toMatchObject({ ok: false, errors: { message: contactFormWordsEn.message.control } });
    expect(
      checkSubmission('contact', { ...contact, lastName: 'Di\nop' }, docsPath('support', 'en')),
    ).toMatchObject({ ok: false, errors: { lastName: contactFormWordsEn.lastName.control } });
  });

  it('is refused wherever a form keeps what was typed, naming the field', () => {
    const cases = [
      ['contact', contact, 'email'],
      ['contact', contact, 'phone'],
      ['newsletter', { email: 'awa@exemple.sn' }, 'email'],
      ['password-reset', { email: 'awa@exemple.sn' }, 'email'],
      ['sign-in', { email: 'awa@exemple.sn', password: 'motdepasse' }, 'email'],
      ['unsubscribe', { token: 'a'.repeat(32) }, 'token'],
      ['sandbox', { name: 'Boutique' }, 'name'],
    ] as const;
    for (const [form, valid, field] of cases) {
      expect(checkSubmission(form, valid), form).toMatchObject({ ok: true });
      const typed = { ...valid, [field]: `${(valid as Record<string, string>)[field]}\u0000` };
      const checked = checkSubmission(form, typed);
      expect(checked.ok, `${form}.${field}`).toBe(false);
      expect(!checked.ok && checked.errors[field], `${form}.${field}`).toEqual(expect.any(String));
    }
  });
});
