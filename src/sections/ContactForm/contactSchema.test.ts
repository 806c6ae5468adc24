import { describe, expect, it } from 'vitest';
import { contactForm } from '../../content/contact';
import { contactSchema, emptyContact, isPlausiblePhone } from './contactSchema';

const valid = {
  lastName: 'Diop',
  firstName: 'Awa',
  email: 'awa.diop@exemple.sn',
  phone: '+221 77 123 45 67',
  message: 'Bonjour, je voudrais ouvrir un compte marchand.',
};

const firstMessages = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    messages[key] ??= issue.message;
  }
  return messages;
};

describe('contactSchema', () => {
  it('accepts a complete message and trims the values', () => {
    const result = contactSchema.safeParse({ ...valid, lastName: '  Diop ' });
    expect(result.success).toBe(true);
    expect(result.data?.lastName).toBe('Diop');
  });

  it('accepts an empty phone number: the field is optional', () => {
    expect(contactSchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
  });

  it('asks for every required field first', () => {
    expect(firstMessages(emptyContact)).toEqual({
      lastName: contactForm.lastName.required,
      firstName: contactForm.firstName.required,
      email: contactForm.email.required,
      message: contactForm.message.required,
    });
  });

  it('treats whitespace as empty', () => {
    expect(firstMessages({ ...valid, firstName: '   ' })).toEqual({
      firstName: contactForm.firstName.required,
    });
  });

  it('rejects a malformed e-mail, phone and a too short or too long message', () => {
    expect(firstMessages({ ...valid, email: 'awa@', phone: '12', message: 'Merci' })).toEqual({
      email: contactForm.email.invalid,
      phone: contactForm.phone.invalid,
      message: contactForm.message.tooShort,
    });
    expect(firstMessages({ ...valid, message: 'a'.repeat(2001) })).toEqual({
      message: contactForm.message.tooLong,
    });
  });
});

describe('isPlausiblePhone', () => {
  it.each(['+221 77 123 45 67', '771234567', '+225 07-08-09-10-11', '(+223) 76 12 34 56'])(
    'accepts %s',
    (phone) => expect(isPlausiblePhone(phone)).toBe(true),
  );
  it.each(['1234567', '77 12a 45 67', '+1234567890123456', 'appelez-moi'])('rejects %s', (phone) =>
    expect(isPlausiblePhone(phone)).toBe(false),
  );
});
